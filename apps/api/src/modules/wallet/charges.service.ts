import type { Storage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { EarningsService } from '../earnings/earnings.service.js';
import { ledgerAccount, type Ledger } from '../ledger/ledger.service.js';
import type { Notifier } from '../notifications/notifier.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import type { SettingsService } from '../settings/settings.service.js';
import { createBuyDigital } from './buy-digital.js';
import { createBuyItem } from './buy-item.js';
import { createBuyPhysical } from './buy-physical.js';
import type { ChargeHooks, ProductChargeHook, TipListener } from './charges.deps.js';
import { createChargesPresenter } from './charges.presenter.js';
import { createRefundCharge } from './refund-charge.js';
import { createSearchCharges } from './search-charges.js';
import type { Sellables } from './sellables.js';
import { createTip } from './tip.js';

export {
  insufficientBalance,
  type ProductCharge,
  type ProductChargeHook,
  type TokenTransactionRow,
} from './charges.deps.js';
export type { ChargeQuery } from './search-charges.js';

export interface ChargesServiceDeps {
  db: Db;
  ledger: Ledger;
  earnings: EarningsService;
  sellables: Sellables;
  settings: SettingsService;
  performers: PerformersRepository;
  storage: Storage;
  realtime: Realtime;
  /** Tells creators of tips and purchases after they commit (docs/notifications.md). */
  notifier?: Notifier;
}

/**
 * Wallet charges (contract 3.20, business-rules "Wallet"): buying an item or tipping moves tokens
 * from the fan's wallet to the creator (net, on hold) and the platform (commission) in one database
 * transaction, together with the purchase entitlement, the stock and the transaction record. Events
 * go out after the commit. One verb a file: `buy-item.ts` (with `buy-digital.ts` and
 * `buy-physical.ts`), `tip.ts`, `refund-charge.ts`, `search-charges.ts`; `charges.presenter.ts`.
 */
export function createChargesService(deps: ChargesServiceDeps) {
  const { db, ledger, earnings, sellables, settings, performers, storage, realtime, notifier } = deps;
  const hooks: ChargeHooks = { product: null, tip: new Set() };
  const present = createChargesPresenter({ performers, storage });
  const balanceOf = async (userId: string) => ledger.balance(ledgerAccount.wallet(userId).id);
  const buyDigital = createBuyDigital({ db, earnings, sellables });
  const buyPhysical = createBuyPhysical({ db, earnings, realtime, hooks, present });

  return {
    present,

    /** The orders module: told of each product charge (inside the transaction of a physical one). */
    onProductCharge(hook: ProductChargeHook) {
      hooks.product = hook;
    },

    /** Runs `listener` after each new tip commits; its failures never undo the tip. */
    onTip(listener: TipListener) {
      hooks.tip.add(listener);
    },

    balanceOf,
    buy: createBuyItem({ db, sellables, realtime, notifier, hooks, present, buyDigital, buyPhysical }),
    tip: createTip({ db, earnings, settings, realtime, notifier, hooks, present, balanceOf }),
    refund: createRefundCharge({ db, ledger, earnings, realtime, present }),
    search: createSearchCharges({ db, present }),
  };
}
export type ChargesService = ReturnType<typeof createChargesService>;
