import fs from 'node:fs';
import pg from 'pg';
import { buildApp } from '@fanlane/api/app';
import { testEnv } from '@fanlane/api/testing';

/**
 * Seeds a dedicated PostgreSQL database for the home-timeline benchmark with set-based SQL only
 * (INSERT ... SELECT over generate_series): creators, fans, a skewed follow graph, subscriptions,
 * blocks and posts. A finished seed leaves a row in bench.meta, so later runs reuse it.
 *
 * Popularity: creator n has rank n. Each fan follows 20-100 creators (mean ~45), picking ranks
 * 1 + floor(C * u^2) (u uniform), so P(rank <= x) = sqrt(x / C): the top 1% of creators get 10% of
 * follows, the top 10% get 32%, and the top creator is followed by about a third of the fans.
 * A creator posts in proportion to rank^(-1/3), so the top creator has ~1,400 posts a year and the
 * tail ~70; posts are spread uniformly over the past year (1% scheduled in the next month, 2% inactive).
 */

/** Bump when the seed's shape changes: an older seeded database is then rebuilt. */
export const SEED_VERSION = 'feeds-v1';

export interface SeedScale {
  creators: number;
  fans: number;
  feeds: number;
  /** Follows per fan: minFollows + floor((maxFollows - minFollows) * u^2). */
  minFollows: number;
  maxFollows: number;
  /** Share of follows that are also subscriptions. */
  subscriptionRate: number;
}

export function seedScale(factor: number): SeedScale {
  return {
    creators: Math.round(10_000 * factor),
    fans: Math.round(100_000 * factor),
    feeds: Math.round(1_000_000 * factor),
    minFollows: 20,
    maxFollows: 100,
    subscriptionRate: 0.1,
  };
}

export interface SeedSummary {
  seededNow: boolean;
  seconds: number;
  counts: Record<string, number>;
  steps: [string, number][];
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The URL of `database` on the server named by `serverUrl`. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The seed recorded in bench.meta, or null when the database is missing or its seed unfinished. */
async function existingSeed(serverUrl: string, database: string): Promise<string | null> {
  const exists = await withClient(serverUrl, async (c) => {
    const r = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    return r.rowCount === 1;
  });
  if (!exists) return null;
  return withClient(databaseUrl(serverUrl, database), async (c) => {
    const r = await c
      .query<{ value: string }>(
        `SELECT value FROM bench.meta WHERE key = 'seed' AND to_regclass('bench.meta') IS NOT NULL`,
      )
      .catch(() => ({ rows: [] as { value: string }[] }));
    return r.rows[0]?.value ?? null;
  });
}

/**
 * Makes sure `database` holds a finished seed of `scale` (same SEED_VERSION); otherwise drops it,
 * recreates it, applies the API's migrations and seeds it. `force` always reseeds.
 */
export async function ensureSeeded(
  serverUrl: string,
  database: string,
  scale: SeedScale,
  options: { force?: boolean; log?: (line: string) => void } = {},
): Promise<SeedSummary> {
  const log = options.log ?? (() => undefined);
  const wanted = JSON.stringify({ version: SEED_VERSION, ...scale });
  const url = databaseUrl(serverUrl, database);

  const found = options.force ? null : await existingSeed(serverUrl, database);
  if (found === wanted) {
    // New migrations (an index, say) still apply to a reused seed.
    await migrate(url);
    return { seededNow: false, seconds: 0, counts: await countRows(url), steps: [] };
  }

  const started = performance.now();
  const steps: [string, number][] = [];
  await withClient(serverUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${quoteIdent(database)}`);
  });
  await migrate(url);

  await withClient(url, async (c) => {
    const step = async (name: string, sql: string, params: unknown[] = []) => {
      const t = performance.now();
      const r = await c.query(sql, params);
      const seconds = (performance.now() - t) / 1000;
      steps.push([name, seconds]);
      log(`  ${name.padEnd(34)} ${seconds.toFixed(1).padStart(6)} s${r.rowCount ? `  (${r.rowCount} rows)` : ''}`);
    };
    // Bulk-load settings for this session only: no FK triggers (the seed is consistent by
    // construction), no commit flushes, room for index builds.
    await c.query(`SET session_replication_role = replica`);
    await c.query(`SET synchronous_commit = off`);
    await c.query(`SET maintenance_work_mem = '1GB'`);
    await c.query(`SET work_mem = '256MB'`);
    await c.query(`SET max_parallel_maintenance_workers = 2`);

    await step(
      'helpers',
      `CREATE SCHEMA bench;
       CREATE TABLE bench.meta (key text PRIMARY KEY, value text NOT NULL);
       -- 24-hex ids like the API's (4 bytes of seconds first), unique by (kind, n).
       CREATE FUNCTION bench.id(kind int, n bigint, at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS
         $$ SELECT lpad(to_hex(extract(epoch FROM at)::bigint), 8, '0') || lpad(to_hex(kind), 2, '0') || lpad(to_hex(n), 14, '0') $$;`,
    );
    await step(
      'creators and fans (bench tables)',
      `CREATE TABLE bench.creators AS
         SELECT n AS rank, bench.id(1, n, at) AS id, at AS created_at
         FROM (SELECT n, now() - interval '3 years' + random() * interval '2 years' AS at
               FROM generate_series(1, ${scale.creators}) n) s;
       ALTER TABLE bench.creators ADD PRIMARY KEY (rank);
       CREATE TABLE bench.fans AS
         SELECT n, bench.id(2, n, at) AS id, at AS created_at,
                ${scale.minFollows} + floor(${scale.maxFollows - scale.minFollows} * power(random(), 2))::int AS wants
         FROM (SELECT n, now() - interval '2 years' + random() * interval '2 years' AS at
               FROM generate_series(1, ${scale.fans}) n) s;
       ALTER TABLE bench.fans ADD PRIMARY KEY (n);`,
    );
    await step(
      'users + performer_profiles',
      `INSERT INTO users (id, role, email, username, name, first_name, last_name, status, verified_email, created_at, updated_at)
         SELECT id, 'performer', 'creator' || rank || '@bench.test', 'creator' || rank, 'Creator ' || rank,
                'Creator', rank::text, 'active', true, created_at, created_at FROM bench.creators
         UNION ALL
         SELECT id, 'user', 'fan' || n || '@bench.test', 'fan' || n, 'Fan ' || n,
                'Fan', n::text, 'active', true, created_at, created_at FROM bench.fans;
       INSERT INTO performer_profiles (user_id, bio, verified_document, verified_account, created_at, updated_at)
         SELECT id, 'Creator number ' || rank, true, true, created_at, created_at FROM bench.creators;`,
    );

    // Big tables: drop their secondary indexes (definitions kept from pg_indexes, so whatever the
    // migrations define is rebuilt as is), load, then rebuild them in one sort each.
    const saved = await c.query<{ indexname: string; indexdef: string }>(
      `SELECT i.indexname, i.indexdef FROM pg_indexes i
       WHERE i.schemaname = 'public' AND i.tablename IN ('follows', 'subscriptions', 'feeds', 'files')
         AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conname = i.indexname)`,
    );
    for (const { indexname } of saved.rows) await c.query(`DROP INDEX ${quoteIdent(indexname)}`);

    await step(
      'follow graph (bench table)',
      `CREATE TABLE bench.follow_pairs AS
         SELECT DISTINCT f.n AS fan, 1 + floor(${scale.creators} * power(random(), 2))::int AS rank
         FROM bench.fans f CROSS JOIN LATERAL generate_series(1, f.wants) g;`,
    );
    await step(
      'follows',
      `INSERT INTO follows (id, follower_id, following_id, created_at, updated_at)
         SELECT bench.id(3, row_number() OVER (ORDER BY at), at), fan_id, creator_id, at, at
         FROM (SELECT f.id AS fan_id, c.id AS creator_id,
                      greatest(f.created_at, c.created_at)
                        + random() * (now() - greatest(f.created_at, c.created_at)) AS at
               FROM bench.follow_pairs p
               JOIN bench.fans f ON f.n = p.fan
               JOIN bench.creators c ON c.rank = p.rank) s
         -- In id order, so the primary key (kept during the load) grows at its right edge.
         ORDER BY at;`,
    );
    await step(
      'subscriptions',
      `INSERT INTO subscriptions (id, user_id, performer_id, subscription_type, status, expired_at, created_at, updated_at)
         SELECT bench.id(6, row_number() OVER (ORDER BY created_at), created_at), follower_id, following_id,
                CASE WHEN r < 0.8 THEN 'monthly' WHEN r < 0.9 THEN 'yearly' ELSE 'free' END,
                CASE WHEN s < 0.75 THEN 'active' WHEN s < 0.8 THEN 'created' WHEN s < 0.9 THEN 'cancelled' ELSE 'expired' END,
                CASE WHEN s < 0.8 THEN now() + (1 + 29 * random()) * interval '1 day'
                     ELSE now() - (1 + 179 * random()) * interval '1 day' END,
                created_at, created_at
         FROM (SELECT follower_id, following_id, created_at, random() AS r, random() AS s
               FROM follows WHERE random() < ${scale.subscriptionRate}) x
         ORDER BY created_at;`,
    );
    await step(
      'feeds',
      `INSERT INTO feeds (id, performer_id, type, title, slug, text, file_ids, total_like, total_comment,
                          is_sale, price_minor, status, is_schedule, schedule_at, published_at, created_at, updated_at)
         SELECT bench.id(4, n, published_at), performer_id, type, '', 'bench-post-' || n,
                'Post ' || n || ' by creator ' || rank || ': ' || repeat('lorem ipsum ', (1 + n % 8)::int),
                CASE WHEN type IN ('photo', 'video') THEN ARRAY[bench.id(5, n, published_at)] ELSE '{}'::text[] END,
                floor(50 * power(t, 4))::int, floor(10 * power(t, 4))::int,
                t < 0.1, CASE WHEN t < 0.1 THEN 500 ELSE 0 END,
                CASE WHEN u < 0.02 THEN 'inactive' ELSE 'active' END,
                scheduled, CASE WHEN scheduled THEN published_at END,
                published_at, least(published_at, now()), least(published_at, now())
         FROM (SELECT n, performer_id, rank, t, u, scheduled,
                      CASE WHEN t < 0.3 THEN 'text' WHEN t < 0.8 THEN 'photo' WHEN t < 0.95 THEN 'video' ELSE 'audio' END AS type,
                      CASE WHEN scheduled THEN now() + (1 + 29 * random()) * interval '1 day'
                           ELSE now() - random() * interval '365 days' END AS published_at
               FROM (SELECT row_number() OVER () AS n, c.id AS performer_id, c.rank, random() AS t, random() AS u,
                            random() < 0.01 AS scheduled
                     FROM (SELECT rank, id, round(${scale.feeds} * power(rank, -1 / 3.0)
                                  / sum(power(rank, -1 / 3.0)) OVER ())::int AS posts
                           FROM bench.creators) c
                     CROSS JOIN LATERAL generate_series(1, c.posts) g) a) b
         ORDER BY published_at;`,
    );
    await step(
      'files of photo and video posts',
      `INSERT INTO files (id, owner_id, type, acl, storage_key, name, mime_type, size, width, height, duration, status,
                          metadata, created_at, updated_at)
         SELECT file_ids[1], performer_id, 'feed-' || type, 'private',
                'private/feed-' || type || '/' || file_ids[1] || ext, 'upload' || ext,
                CASE WHEN type = 'photo' THEN 'image/webp' ELSE 'video/mp4' END,
                CASE WHEN type = 'photo' THEN 350000 ELSE 25000000 END, 1080, 1350,
                CASE WHEN type = 'video' THEN 42 END, 'finished',
                -- Like the media pipeline's: a private thumbnail and a public blurred preview.
                jsonb_build_object('variants', jsonb_build_object(
                  'thumb', 'private/feed-' || type || '/' || file_ids[1] || '-thumb.webp',
                  'preview', 'public/feed-' || type || '/' || file_ids[1] || '-preview.webp')),
                created_at, created_at
         FROM (SELECT *, CASE WHEN type = 'photo' THEN '.webp' ELSE '.mp4' END AS ext
               FROM feeds WHERE cardinality(file_ids) > 0) f;`,
    );
    for (const { indexname, indexdef } of saved.rows) {
      await step(`index ${indexname}`, indexdef);
    }
    await step(
      'counts',
      `UPDATE users u SET following_count = x.c
         FROM (SELECT follower_id, count(*)::int AS c FROM follows GROUP BY follower_id) x WHERE x.follower_id = u.id;
       UPDATE performer_profiles p SET follower_count = x.c
         FROM (SELECT following_id, count(*)::int AS c FROM follows GROUP BY following_id) x WHERE x.following_id = p.user_id;`,
    );
    await step(
      'heavy fans + blocks',
      `-- The fans the benchmark signs in as: the 200 who follow the most creators.
       CREATE TABLE bench.heavy_fans AS
         SELECT row_number() OVER (ORDER BY following_count DESC, id) AS n, id
         FROM users WHERE role = 'user' AND email LIKE 'fan%@bench.test'
         ORDER BY following_count DESC, id LIMIT 200;
       -- A few creators block some of their followers, and half the heavy fans are blocked by one
       -- creator they follow (so the block filter does something on the measured timelines).
       INSERT INTO user_blocks (id, performer_id, target_id, reason, created_at, updated_at)
         SELECT bench.id(7, row_number() OVER (), now()), performer_id, target_id, 'bench', now(), now()
         FROM (SELECT following_id AS performer_id, follower_id AS target_id FROM follows WHERE random() < 0.0005
               UNION
               (SELECT DISTINCT ON (h.id) f.following_id, h.id FROM bench.heavy_fans h
                JOIN follows f ON f.follower_id = h.id WHERE h.n % 2 = 0 ORDER BY h.id, random())) x;`,
    );
    await c.query(`RESET session_replication_role`);
    await step('vacuum analyze', `VACUUM (ANALYZE)`);
    await c.query(`INSERT INTO bench.meta (key, value) VALUES ('seed', $1), ('seeded_at', now()::text)`, [wanted]);
  });

  return {
    seededNow: true,
    seconds: (performance.now() - started) / 1000,
    counts: await countRows(url),
    steps,
  };
}

/** Applies the API's migrations the way the API does at boot (buildApp migrates its database). */
async function migrate(url: string): Promise<void> {
  const env = testEnv({ DATABASE_URL: url });
  const { app } = await buildApp({ env });
  await app.close();
  fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
}

async function countRows(url: string): Promise<Record<string, number>> {
  return withClient(url, async (c) => {
    const r = await c.query<{ name: string; n: string }>(
      `SELECT 'users' AS name, count(*) AS n FROM users
       UNION ALL SELECT 'creators', count(*) FROM performer_profiles
       UNION ALL SELECT 'follows', count(*) FROM follows
       UNION ALL SELECT 'subscriptions (valid)', count(*) FROM subscriptions
         WHERE status IN ('active', 'created') AND expired_at > now()
       UNION ALL SELECT 'subscriptions', count(*) FROM subscriptions
       UNION ALL SELECT 'feeds', count(*) FROM feeds
       UNION ALL SELECT 'files', count(*) FROM files
       UNION ALL SELECT 'user_blocks', count(*) FROM user_blocks`,
    );
    return Object.fromEntries(r.rows.map((row) => [row.name, Number(row.n)]));
  });
}
