import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';
import { scenarioArb } from './ledger.property.model.js';
import { runScenario } from './ledger.property.scenario.js';

/**
 * Property-based tests of the money module (business-rules "Money", "Wallet"): random sequences of
 * top-ups, purchases, tips, wallet subscriptions, refunds, hold releases, replays and overdrafts,
 * driven through the real services, each step checked against a model of every balance, and the
 * ledger reconciled after every step. One app (one database) serves every run; each run makes fresh
 * fans, creators and items, so nothing is reset between runs.
 */

let t: TestApp;
withTestApp((app) => (t = app));

describe('ledger properties', () => {
  it('random money operations keep the books balanced and every balance as modelled', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, (s) => runScenario(t, s)),
      {
        numRuns: Number(process.env.LEDGER_PROPERTY_RUNS ?? 40),
        // Each shrink attempt replays a whole scenario on the database: cap the search for a smaller
        // counterexample, then report the smallest found so far.
        interruptAfterTimeLimit: 180_000,
        markInterruptAsFailure: true,
      },
    );
  }, 600_000);

  it('a retried product purchase (same Idempotency-Key) takes no stock and charges nothing', async () => {
    await runScenario(t, {
      rates: [null, null, null],
      monthly: [995, 995, 995],
      feeds: [0, 1, 2, 0].map((owner) => ({ owner, price: 100 })),
      products: [
        { owner: 0, price: 500, stock: 5 },
        { owner: 1, price: 500, stock: 5 },
      ],
      ops: [
        { kind: 'topUp', fan: 0, paid: 5_000, bonus: 0 },
        { kind: 'buyProduct', fan: 0, product: 0, quantity: 1, requestKey: 'k1' },
        { kind: 'buyProduct', fan: 0, product: 0, quantity: 1, requestKey: 'k1' },
      ],
    });
  });
});
