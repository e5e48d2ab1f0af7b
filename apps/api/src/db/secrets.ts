import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { appSecrets } from './schema/index.js';

/**
 * A secret made once per installation and kept in the database, so every process shares it
 * (media URL signing, sandbox webhook signing). Loaded once per process.
 */
export function installationSecret(db: Db, name: string): () => Promise<Buffer> {
  let secret: Promise<Buffer> | null = null;
  return () =>
    (secret ??= (async () => {
      await db
        .insert(appSecrets)
        .values({ name, value: randomBytes(32).toString('hex') })
        .onConflictDoNothing();
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
      return Buffer.from(row!.value, 'hex');
    })());
}
