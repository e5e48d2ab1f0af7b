import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SANDBOX_CARDS } from '@fanlane/shared';
import {
  feeds,
  galleries,
  jobs,
  passkeys,
  performerProfiles,
  purchases,
  subscriptions,
  type Role,
} from '../db/schema/index.js';
import type { Services } from '../services.js';
import { multipart, type Inject } from './http.js';
import { testImage } from './media.js';
import { hashPassword } from '../modules/accounts/passwords.js';
import { ledgerAccount } from '../modules/ledger/ledger.service.js';

/**
 * Factories: each makes only what a test owns. Accounts and entitlements are written through the
 * services; money and content go through the API (`inject`), as a fan or a creator would make them.
 */

type ProfileFields = Partial<typeof performerProfiles.$inferInsert>;

/** A small PDF: what a creator sells as a digital product. */
export const TEST_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A small seeded generator (mulberry32): the same seed gives the same sequence, so a failure replays. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export function createFactories(services: Services, inject?: Inject) {
  let n = 0;
  const http = (): Inject => {
    if (!inject) throw new Error('this factory needs the test app (buildTestApp), not services alone');
    return inject;
  };
  /** The answer's `data`, after checking the request succeeded. */
  const ok = async <T>(request: ReturnType<Inject>): Promise<T> => {
    const res = await request;
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} from a factory's request: ${res.body}`);
    return res.json().data as T;
  };

  const factories = {
    /** An account; `password` gives it one to sign in with (`POST /auth/login`). */
    async createUser(
      options: { role?: Role; username?: string; status?: 'active' | 'inactive'; password?: string } = {},
    ) {
      n += 1;
      const username = options.username ?? `${options.role ?? 'user'}${Date.now().toString(36)}${n}`;
      return services.users.insert(
        {
          role: options.role ?? 'user',
          username,
          email: `${username}@example.test`,
          name: `Test ${username}`,
          status: options.status ?? 'active',
          verifiedEmail: true,
          ...(options.password ? { passwordHash: await hashPassword(options.password) } : {}),
        },
        options.role === 'performer' ? { verifiedDocument: true } : undefined,
      );
    },
    async createUserWithSession(options: { role?: Role; username?: string; remember?: boolean } = {}) {
      const user = await factories.createUser(options);
      const { token } = await services.sessions.create(user.id, { remember: options.remember });
      return { user, token };
    },
    /** A creator with a session; `profile` sets profile columns (prices, commission...). */
    async creator(profile: ProfileFields = {}, username?: string) {
      const made = await factories.createUserWithSession({ role: 'performer', username });
      if (Object.keys(profile).length)
        await services.database.db
          .update(performerProfiles)
          .set(profile)
          .where(eq(performerProfiles.userId, made.user.id));
      return made;
    },
    /** A creator, a subscriber and a stranger (a fan with no subscription). */
    async people() {
      const creator = await factories.creator();
      const subscriber = await factories.createUserWithSession();
      const stranger = await factories.createUserWithSession();
      await factories.subscribe(subscriber.user.id, creator.user.id);
      return { creator, subscriber, stranger };
    },
    /** A creator, a subscriber and a follower (who does not subscribe); both fans follow through the API. */
    async audience() {
      const creator = await factories.createUserWithSession({ role: 'performer' });
      const subscriber = await factories.createUserWithSession();
      const follower = await factories.createUserWithSession();
      for (const fan of [subscriber, follower]) await http()('POST', `/follows/${creator.user.id}`, fan.token);
      await factories.subscribe(subscriber.user.id, creator.user.id);
      return { creator, subscriber, follower };
    },
    /** An active subscription, as a checkout creates it. */
    subscribe: (userId: string, performerId: string, days = 30) =>
      services.access.grantSubscription(userId, performerId, days),
    /** A subscription's renewal comes due (its next recurring date has passed); `renewDue` then renews it. */
    renewalDue: (subscriptionId: string) =>
      services.database.db
        .update(subscriptions)
        .set({ nextRecurringDate: new Date(Date.now() - 1000) })
        .where(eq(subscriptions.id, subscriptionId)),
    /** Bookmarks an object (`objectType`: feed, video, gallery, product, reel...) through the API. */
    bookmark: (token: string, objectType: string, objectId: string) =>
      http()('POST', '/reactions', token, { objectId, objectType, action: 'bookmark' }),
    /**
     * Pay-per-view text posts written straight to the database (no API), for money tests that need
     * many: one per `{ performerId, priceMinor }`, slugs starting `slug`. Answers ids and owners in order.
     */
    async postsOnSale(items: { performerId: string; priceMinor: number }[], slug = 'ppv') {
      if (!items.length) return [];
      return services.database.db
        .insert(feeds)
        .values(
          items.map((item, i) => ({
            ...item,
            type: 'text' as const,
            slug: `${slug}-${i}-${randomUUID()}`,
            text: `pay-per-view ${i}`,
            isSale: true,
          })),
        )
        .returning({ id: feeds.id, performerId: feeds.performerId });
    },
    /** A purchase entitlement, as a wallet charge records it. */
    async purchase(userId: string, target: string, targetId: string) {
      await services.database.db.insert(purchases).values({ userId, target, targetId }).onConflictDoNothing();
    },

    /** A fan with a saved sandbox card (`number` picks its behaviour, SANDBOX_CARDS). */
    async fanWithCard(number: string = SANDBOX_CARDS.success) {
      const fan = await factories.createUserWithSession();
      const card = await ok<{ _id: string; token: string }>(
        http()('POST', '/sandbox/cards', fan.token, { number, month: 12, year: 2099, holderName: 'Jamie Fan' }),
      );
      return { ...fan, card };
    },
    /** Tops up a wallet by `amount` (major units) with its saved sandbox card; throws unless it succeeds. */
    async topUp(token: string, amount: number) {
      const payment = await ok<{ status: string }>(http()('POST', '/payment/wallet/top-up', token, { amount }));
      if (payment.status !== 'success') throw new Error(`top-up ${payment.status}`);
    },
    /** A fan whose wallet holds `amount` (major units), topped up with a sandbox card. */
    async funded(amount: number) {
      const fan = await factories.fanWithCard();
      await factories.topUp(fan.token, amount);
      return fan;
    },
    /** The hosted payment page a top-up answers when a redirecting gateway (CCBill) takes payments. */
    topUpLink: async (token: string, amount: number) =>
      (await ok<{ paymentUrl: string }>(http()('POST', '/payment/wallet/top-up', token, { amount }))).paymentUrl,
    /** `amount` (major units) of released earnings, withdrawable at once, posted straight to the ledger. */
    earned: (creatorId: string, amount: number) =>
      services.ledger.postNow({
        key: `test-earned:${randomUUID()}`,
        kind: 'test',
        entries: [
          { account: ledgerAccount.platform(), amount: -Math.round(amount * 100) },
          { account: ledgerAccount.earnings(creatorId), amount: Math.round(amount * 100) },
        ],
      }),
    /** A wallet's balance (major units), as the account's own profile shows it. */
    balance: async (token: string) => (await ok<{ balance: number }>(http()('GET', '/users/me', token))).balance,

    /** An uploaded feed file (`kind`: photo, video, audio, thumbnail, teaser). */
    /** A passkey row for an account (its key is not usable: for listing, renaming, removing). */
    async passkey(userId: string, name = 'Laptop') {
      const [row] = await services.database.db
        .insert(passkeys)
        .values({ userId, credentialId: randomUUID(), publicKey: 'AAAA', name })
        .returning({ id: passkeys.id });
      return row!.id;
    },
    async feedFile(token: string, kind = 'photo', file?: { filename: string; body: Buffer }) {
      return ok<{ _id: string; status: string; url: string | null }>(
        factories.feedUpload(token, kind, file ?? { filename: 'a.png', body: await testImage() }),
      );
    },
    /** The answer to a feed file upload (`fields`: other form fields). */
    feedUpload: (
      token: string | null,
      kind: string,
      file: { filename: string; body: Buffer },
      fields: Record<string, string> = {},
    ) => http()('POST', `/performer/feeds/${kind}/upload`, token, multipart(fields, { file })),
    /**
     * A post. Default: a text post. `price` puts it on sale; `type: 'photo'` without `fileIds`
     * uploads a test image. Other fields go to the request as they are.
     */
    async buildFeed(token: string, fields: { price?: number; type?: string; [key: string]: unknown } = {}) {
      const { price, ...rest } = fields;
      const body: Record<string, unknown> = { type: 'text', text: 'A post', ...rest };
      if (price !== undefined) Object.assign(body, { isSale: true, price });
      if (body.type === 'photo' && !body.fileIds) body.fileIds = [(await factories.feedFile(token))._id];
      return ok<{ _id: string; slug: string }>(http()('POST', '/performer/feeds', token, body));
    },
    /** A locked photo post on sale at `price`: what a pay-per-view purchase buys. */
    lockedPhotoPost: async (token: string, price: number) =>
      (await factories.buildFeed(token, { type: 'photo', text: 'Behind the scenes', price }))._id,
    /**
     * A product (multipart form fields as strings). Default: a physical poster with an image;
     * `type: 'digital'` adds a PDF as its file.
     */
    async buildProduct(
      token: string,
      fields: Record<string, string> = {},
      files?: Record<string, { filename: string; body: Buffer }>,
    ) {
      const image = { filename: 'p.png', body: await testImage() };
      const form = multipart(
        { name: 'Poster', description: 'A signed poster', price: '12.5', stock: '10', ...fields },
        files ??
          (fields.type === 'digital' ? { image, digitalFile: { filename: 'book.pdf', body: TEST_PDF } } : { image }),
      );
      return ok<{
        _id: string;
        slug: string;
        image: string | null;
        imageId: string | null;
        digitalFileId: string | null;
        digitalFileUrl: string | null;
      }>(http()('POST', '/performer/performer-assets/products', token, form));
    },
    /**
     * Time passes for a scheduled post or gallery: its publish time and its publish job (`jobId`) come
     * due, and the due jobs run.
     */
    async scheduleComesDue(kind: 'feed' | 'gallery', id: string, jobId: string) {
      const { db } = services.database;
      if (kind === 'feed')
        await db
          .update(feeds)
          .set({ publishedAt: new Date(Date.now() - 1000) })
          .where(eq(feeds.id, id));
      else
        await db
          .update(galleries)
          .set({ publishedAt: new Date(Date.now() - 1000) })
          .where(eq(galleries.id, id));
      await db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(eq(jobs.id, jobId));
      await services.jobs.drain();
    },
    /** A gallery (JSON fields as the API takes them). */
    buildGallery: (token: string, fields: Record<string, unknown> = {}) =>
      ok<{ _id: string; slug: string }>(
        http()('POST', '/performer/performer-assets/galleries', token, {
          title: 'Sunset series',
          description: 'Evening light',
          ...fields,
        }),
      ),
  };
  return factories;
}
export type Factories = ReturnType<typeof createFactories>;
