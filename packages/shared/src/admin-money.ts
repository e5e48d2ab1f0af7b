import { z } from 'zod';
import { CATALOG_STATUSES } from './catalog.js';
import { listQuerySchema, optionalText } from './query.js';
import { tokenPackageSchema } from './wallet.js';

/** The console's money lists (issue #18 Money): every account's rows, filtered by fan, creator, kind, status, dates. */
const optionalId = (field: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string().max(64, `${field}: an account id`).optional(),
  );
export const adminMoneyQuerySchema = listQuerySchema.extend({
  type: optionalText,
  status: optionalText,
  userId: optionalId('userId'),
  performerId: optionalId('performerId'),
});
export type AdminMoneyQuery = z.input<typeof adminMoneyQuerySchema>;

/** The ledger's reconcile report (GET /admin/ledger/reconcile): `ok` false lists every difference. */
export const reconcileReportSchema = z.object({
  ok: z.boolean(),
  accounts: z.number(),
  entries: z.number(),
  ledgerSum: z.number(),
  payoutClearing: z.object({ openRequests: z.number(), balance: z.number() }),
  mismatchedAccounts: z.array(z.object({ id: z.string(), balance: z.number(), entries: z.number() })),
  unbalancedTransactions: z.array(z.string()),
  negativeAccounts: z.array(z.string()),
  checkedAt: z.string(),
});
export type ReconcileReport = z.infer<typeof reconcileReportSchema>;

/** A token package as operators see it (GET /admin/package/token/search): every status. */
export const adminTokenPackageSchema = tokenPackageSchema.extend({ status: z.enum(CATALOG_STATUSES) });
export type AdminTokenPackage = z.infer<typeof adminTokenPackageSchema>;

const price = (field: string) =>
  z.coerce
    .number({ error: `${field}: a number` })
    .positive(`${field}: more than 0`)
    .max(1_000_000, `${field}: at most 1000000`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${field}: at most 2 decimals`);

/** What an operator writes for a token package (POST/PUT /admin/package/token): a price and the tokens it buys. */
export const tokenPackageInputSchema = z.object({
  name: z.string().trim().min(1, 'name: required').max(100, 'name: at most 100 characters'),
  description: z.string().trim().max(1000, 'description: at most 1000 characters').default(''),
  ordering: z.coerce.number().int('ordering: a whole number').min(0).max(100000).default(0),
  price: price('price'),
  tokens: price('tokens'),
  status: z.enum(CATALOG_STATUSES).default('active'),
});
export type TokenPackageInput = z.input<typeof tokenPackageInputSchema>;

/** GET /admin/wallet-debts: a page of the fans who owe tokens, most owed first (or latest change: `since`). */
export const walletDebtQuerySchema = listQuerySchema.pick({ limit: true, offset: true, sort: true }).extend({
  sortBy: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(['owed', 'updatedAt'], { error: 'sortBy: owed or updatedAt' }).default('owed'),
  ),
  q: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string().trim().max(100, 'q: at most 100 characters').optional(),
  ),
});
export type WalletDebtQuery = z.input<typeof walletDebtQuerySchema>;

/** One fan's chargeback debt (CCBill, issue #20): the tokens owed, paid back from the wallet's next credits. */
export const walletDebtSchema = z.object({
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  /** Tokens owed (more than 0). */
  owed: z.number(),
  /** The last change of the debt (a chargeback, or part paid back). */
  updatedAt: z.string(),
});
export type WalletDebt = z.infer<typeof walletDebtSchema>;
