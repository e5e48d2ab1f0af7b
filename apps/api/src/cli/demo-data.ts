import { generateArtwork } from '../adapters/images.js';
import { seedDemoFeeds } from './demo-feeds.js';
import { seedDemoMoney } from './demo-money.js';
import { hashPassword } from '../modules/accounts/passwords.js';
import { eq, getTableName, is, notLike, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import * as schema from '../db/schema/index.js';
import { appSecrets, settings, users, type Role } from '../db/schema/index.js';
import type { Services } from '../services.js';

interface DemoAccount {
  role: Role;
  username: string;
  name: string;
  bio?: string;
  country: string;
  gender: string;
  monthly?: number;
  yearly?: number;
  freeTrial?: boolean;
  /** Slugs of DEMO_CATEGORIES. */
  categories?: string[];
}

/** Creator categories of the demo site (operators manage their own in the back office). */
const DEMO_CATEGORIES = [
  { slug: 'fitness', name: 'Fitness', description: 'Workouts, training plans and nutrition.' },
  { slug: 'music', name: 'Music', description: 'Songs, demos and live sessions.' },
  { slug: 'travel', name: 'Travel', description: 'Places, journeys and the stories behind them.' },
  { slug: 'cooking', name: 'Cooking', description: 'Recipes, cook-alongs and kitchen tips.' },
  { slug: 'photography', name: 'Photography', description: 'Galleries and how they were made.' },
  { slug: 'lifestyle', name: 'Lifestyle', description: 'Everyday life, wellness and more.' },
];

const ACCOUNTS: DemoAccount[] = [
  { role: 'admin', username: 'admin', name: 'Site Admin', country: 'US', gender: 'female' },
  { role: 'moderator', username: 'moderator', name: 'Mo Derator', country: 'GB', gender: 'male' },
  { role: 'finance', username: 'finance', name: 'Fin Ance', country: 'US', gender: 'female' },
  {
    role: 'performer',
    username: 'lunavale',
    name: 'Luna Vale',
    country: 'US',
    gender: 'female',
    bio: 'Fitness coach. New workouts every Monday, live Q&A on Fridays.',
    monthly: 995,
    yearly: 9900,
    freeTrial: true,
    categories: ['fitness', 'lifestyle'],
  },
  {
    role: 'performer',
    username: 'milostone',
    name: 'Milo Stone',
    country: 'GB',
    gender: 'male',
    bio: 'Travel photographer sharing behind-the-scenes galleries from 40 countries.',
    monthly: 595,
    yearly: 5900,
    categories: ['travel', 'photography'],
  },
  {
    role: 'performer',
    username: 'ariaskye',
    name: 'Aria Skye',
    country: 'CA',
    gender: 'female',
    bio: 'Singer-songwriter. Unreleased demos and acoustic sessions for subscribers.',
    monthly: 1295,
    yearly: 12900,
    freeTrial: true,
    categories: ['music'],
  },
  {
    role: 'performer',
    username: 'kaimoreno',
    name: 'Kai Moreno',
    country: 'ES',
    gender: 'male',
    bio: 'Chef. Weekly recipes, cooking reels and a monthly live cook-along.',
    monthly: 795,
    yearly: 7900,
    categories: ['cooking', 'lifestyle'],
  },
  { role: 'user', username: 'fanjamie', name: 'Jamie Fan', country: 'US', gender: 'male' },
  { role: 'user', username: 'fanrobin', name: 'Robin Lee', country: 'DE', gender: 'female' },
  { role: 'user', username: 'fansam', name: 'Sam Park', country: 'KR', gender: 'transgender' },
];

const DEMO_PAGES = [
  {
    slug: 'terms',
    title: 'Terms of service',
    shortDescription: 'The rules of this demo site.',
    content:
      'This is a demo installation of Fanlane. Operators replace this page with their own terms.\n\nCreators own what they publish. Fans pay for access, never for ownership. Be kind, be legal, be over 18.',
  },
  {
    slug: 'privacy',
    title: 'Privacy',
    shortDescription: 'What this demo site keeps about you.',
    content:
      'This demo keeps the account details you enter, the content you publish and the payments you make in its own database.\n\nUploaded images are re-encoded, which removes location and camera data. Identity documents are private and only readable through short-lived links.',
  },
];

const DEMO_EMAIL_DOMAIN = '@demo.fanlane.local';
export const demoEmail = (username: string) => `${username}${DEMO_EMAIL_DOMAIN}`;

/**
 * Where the demo seed got to, in `app_secrets` (the installation's own records): 'started' while it
 * runs, 'complete' once it is whole, 'abandoned' when a start without SEED_DEMO found it unfinished
 * (the site then opened, so what is there may be real); null when this database never had one.
 */
const DEMO_RECORD = 'demo-seed';
type DemoSeedState = 'started' | 'complete' | 'abandoned';
export async function demoSeedState(db: Db): Promise<DemoSeedState | null> {
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, DEMO_RECORD));
  const value = row?.value;
  return value === 'started' || value === 'complete' || value === 'abandoned' ? value : null;
}
export async function recordDemoSeed(db: Db, value: DemoSeedState) {
  await db
    .insert(appSecrets)
    .values({ name: DEMO_RECORD, value })
    .onConflictDoUpdate({ target: appSecrets.name, set: { value } });
}

/**
 * Empties what an interrupted demo seed left, so it can start again: every table of the app's
 * schema (listed from it, nothing else in the database) but the installation's records and the
 * settings; its queued jobs too. Runs before the jobs start. Only while the record says 'started'
 * (every start since answered 503, or was told to leave it: 'abandoned'), and refused outright if any
 * account is not a demo one, so real data is never emptied.
 */
export async function clearInterruptedDemo(db: Db) {
  if ((await demoSeedState(db)) !== 'started') throw new Error('clearInterruptedDemo: no interrupted demo seed');
  const [foreign] = await db
    .select({ id: users.id })
    .from(users)
    .where(notLike(users.email, `%${DEMO_EMAIL_DOMAIN}`))
    .limit(1);
  if (foreign) {
    await recordDemoSeed(db, 'abandoned');
    return false;
  }
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table))
    .filter((name) => name !== getTableName(appSecrets) && name !== getTableName(settings));
  await db.execute(sql.raw(`TRUNCATE ${tables.map((name) => `"${name}"`).join(', ')}`));
  return true;
}

/** Creates a small demo site on an empty database; returns the logins, or null when data exists. */
export async function seedDemo(services: Services, password: string) {
  if ((await services.users.count()) > 0) return null;
  const db = services.database.db;
  await recordDemoSeed(db, 'started');
  // The password hash and every avatar and cover at once (sharp and argon2 work off the main thread).
  const [passwordHash] = await Promise.all([
    hashPassword(password),
    ...ACCOUNTS.map(async (account, i) => {
      const seed = i + 2;
      await services.storage.put(
        `public/avatars/demo-${account.username}.webp`,
        await generateArtwork(seed, 256, 256),
        'image/webp',
      );
      if (account.role === 'performer')
        await services.storage.put(
          `public/covers/demo-${account.username}.webp`,
          await generateArtwork(seed + 100, 1200, 400),
          'image/webp',
        );
    }),
  ]);
  const categoryIds = new Map<string, string>();
  for (const [ordering, category] of DEMO_CATEGORIES.entries())
    categoryIds.set(category.slug, (await services.catalog.addCategory({ ...category, ordering }))._id);
  const created: { role: Role; username: string; email: string; id: string }[] = [];
  for (const account of ACCOUNTS) {
    const avatarKey = `public/avatars/demo-${account.username}.webp`;
    const coverKey = `public/covers/demo-${account.username}.webp`;
    const [firstName = '', lastName = ''] = account.name.split(' ');
    const user = await services.users.insert(
      {
        role: account.role,
        username: account.username,
        email: demoEmail(account.username),
        name: account.name,
        firstName,
        lastName,
        passwordHash,
        verifiedEmail: true,
        country: account.country,
        gender: account.gender,
        avatarKey,
        coverKey: account.role === 'performer' ? coverKey : null,
      },
      account.role === 'performer'
        ? {
            bio: account.bio ?? '',
            monthlyPrice: account.monthly ?? 995,
            yearlyPrice: account.yearly ?? 9900,
            isFreeSubscription: account.freeTrial ?? false,
            verifiedDocument: true,
          }
        : undefined,
      account.categories?.map((slug) => categoryIds.get(slug)!),
    );
    created.push({ role: account.role, username: account.username, email: demoEmail(account.username), id: user.id });
  }
  for (const page of DEMO_PAGES)
    await services.posts.create(null, { ...page, type: 'page', status: 'published', ordering: 0 });
  const byUsername = new Map(created.map((a) => [a.username, a.id]));
  await seedDemoFeeds(services, byUsername);
  await seedDemoMoney(services, byUsername);
  // One creator has a (not live) stream and its chat, ready for "Go live".
  const streamer = byUsername.get('lunavale');
  if (streamer)
    await services.streaming.createOffline(streamer, {
      title: 'Friday live Q&A',
      description: 'Ask me anything about training and nutrition.',
    });
  await recordDemoSeed(db, 'complete');
  return created;
}
