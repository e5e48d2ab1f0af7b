/** The site_blocked_countries table: the countries the whole site refuses. */
import type { Db } from '../../db/client.js';
import { siteBlockedCountries } from '../../db/schema/index.js';

/** Every site-wide blocked country code. */
export async function listSiteBlockedCodes(db: Db): Promise<string[]> {
  const rows = await db.select({ code: siteBlockedCountries.code }).from(siteBlockedCountries);
  return rows.map((r) => r.code);
}

/** Replaces the site-wide blocked list in one transaction. */
export async function replaceSiteBlockedCodes(db: Db, codes: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(siteBlockedCountries);
    if (codes.length) await tx.insert(siteBlockedCountries).values(codes.map((code) => ({ code })));
  });
}
