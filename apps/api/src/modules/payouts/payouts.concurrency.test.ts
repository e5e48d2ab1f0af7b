import { describe, expect, it } from 'vitest';
import { PAYOUT_MESSAGES } from '@fanlane/shared';
import { testDbKind, type TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';
import { booksBalance, payable, withdrawable } from './payouts-testing.js';

/**
 * Payout requests racing (business-rules "Payouts": one open request, never more than the balance).
 * Needs PostgreSQL: PGlite runs one query at a time, so nothing can race there.
 */
const onPostgres = testDbKind() === 'postgres';
if (!onPostgres) console.log('[payouts.concurrency] skipped: needs PostgreSQL (TEST_DATABASE_URL)');

describe.skipIf(!onPostgres)('payout requests under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  withTestApp((app) => (t = app), {}, { poolSize: 12 });

  const tally = (codes: string[]) =>
    codes.reduce<Record<string, number>>((a, c) => ({ ...a, [c]: (a[c] ?? 0) + 1 }), {});

  it('10 simultaneous requests create exactly one, and the balance is held once', async () => {
    const creator = await payable(t, 100);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.inject('POST', '/payout-requests', creator.token, { source: 'performer', requestTokens: 100 }),
      ),
    );
    const outcomes = tally(results.map((r) => `${r.statusCode} ${r.statusCode === 200 ? '' : r.json().message}`));
    expect(outcomes).toEqual({ '200 ': 1, [`422 ${PAYOUT_MESSAGES.waitForCurrent}`]: 9 });
    expect(await withdrawable(t, creator.user.id)).toBe(0);
    await booksBalance(t);
  });

  it('an edit racing a second request and an operator cannot over-draw or pay twice', async () => {
    const creator = await payable(t, 100);
    const first = await t.inject('POST', '/payout-requests', creator.token, { requestTokens: 60 });
    const id = first.json().data._id as string;
    const admin = await t.services.testing.createUserWithSession({ role: 'admin' });
    const [edits, rejects] = await Promise.all([
      Promise.all(
        [100, 90, 80, 70].map((requestTokens) =>
          t.inject('PUT', `/payout-requests/${id}`, creator.token, { requestTokens }),
        ),
      ),
      Promise.all(
        Array.from({ length: 3 }, () =>
          t.inject('POST', `/admin/payout-requests/status/${id}`, admin.token, { status: 'rejected' }),
        ),
      ),
    ]);
    expect(rejects.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(edits.every((r) => r.statusCode === 200 || r.statusCode === 422)).toBe(true);
    // Rejected once: everything is withdrawable again, whatever edits got in first.
    expect(await withdrawable(t, creator.user.id)).toBe(10_000);
    await booksBalance(t);
  });
});
