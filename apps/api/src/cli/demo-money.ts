import { coupons, tokenPackages } from '../db/schema/index.js';
import { ledgerAccount } from '../modules/ledger/ledger.service.js';
import type { Services } from '../services.js';

/** Demo money: token packages, a coupon, and a starting wallet balance for the demo fans. */
export async function seedDemoMoney(services: Services, byUsername: Map<string, string>) {
  const { db } = services.database;
  await db.insert(tokenPackages).values([
    { name: 'Starter', description: '10 tokens', priceMinor: 1000, tokensMinor: 1000, ordering: 1 },
    { name: 'Fan pack', description: '25 tokens + 3 bonus', priceMinor: 2500, tokensMinor: 2800, ordering: 2 },
    { name: 'Superfan', description: '100 tokens + 20 bonus', priceMinor: 10000, tokensMinor: 12000, ordering: 3 },
  ]);
  await db.insert(coupons).values({ code: 'WELCOME10', value: '0.1', maxUses: 1000 });
  // A welcome balance, granted by the platform (its revenue account pays for it), through the ledger.
  for (const fan of ['fanjamie', 'fanrobin']) {
    const id = byUsername.get(fan);
    if (!id) continue;
    await services.ledger.postNow({
      key: `demo:welcome:${id}`,
      kind: 'promotion',
      entries: [
        { account: ledgerAccount.platform(), amount: -5000 },
        { account: ledgerAccount.wallet(id), amount: 5000 },
      ],
    });
  }
}
