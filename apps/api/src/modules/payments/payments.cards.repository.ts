/**
 * The payments module's gateway-side records of people: fans' saved cards and their customer record
 * at each gateway, and creators' payout (Connect) accounts.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { gatewayAccounts, gatewayCustomers, paymentCards } from '../../db/schema/index.js';
import { pageOf } from '../../db/paging.js';
import type { CardRow } from './payments.repository.js';
import { rowWhere } from '../shared-repo/rows.js';

export type NewCard = typeof paymentCards.$inferInsert;
export type GatewayAccountRow = typeof gatewayAccounts.$inferSelect;

const customerIs = (userId: string, gateway: string) =>
  and(eq(gatewayCustomers.userId, userId), eq(gatewayCustomers.paymentGateway, gateway));

/** The fan's customer id at a gateway; null when none was created. */
export async function customerIdOf(db: Db, userId: string, gateway: string): Promise<string | null> {
  const [row] = await db.select().from(gatewayCustomers).where(customerIs(userId, gateway));
  return row ? row.customerId : null;
}

/** Records the fan's customer at a gateway unless one is recorded; the one recorded (first wins). */
export async function addCustomer(db: Db, userId: string, gateway: string, customerId: string): Promise<string> {
  await db.insert(gatewayCustomers).values({ userId, paymentGateway: gateway, customerId }).onConflictDoNothing();
  const [row] = await db.select().from(gatewayCustomers).where(customerIs(userId, gateway));
  return row!.customerId;
}

/** The fan's first saved card at a gateway, or the one whose token or id is `cardId`. */
export async function firstCard(db: Db, userId: string, gateway: string, cardId?: string): Promise<CardRow | null> {
  const where = [eq(paymentCards.userId, userId), eq(paymentCards.paymentGateway, gateway)];
  if (cardId) where.push(sql`(${paymentCards.token} = ${cardId} or ${paymentCards.id} = ${cardId})`);
  const [card] = await db
    .select()
    .from(paymentCards)
    .where(and(...where))
    .orderBy(asc(paymentCards.createdAt))
    .limit(1);
  return card ?? null;
}

/** A page of the fan's cards at a gateway (only its mode's, production or test, when `isProduction` is given). */
export function cardsPage(
  db: Db,
  userId: string,
  gateway: string,
  isProduction: boolean | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: CardRow[]; total: number }> {
  const where: SQL[] = [eq(paymentCards.userId, userId), eq(paymentCards.paymentGateway, gateway)];
  if (isProduction !== undefined) where.push(eq(paymentCards.isProduction, isProduction));
  return pageOf(db, paymentCards, where, [asc(paymentCards.createdAt), asc(paymentCards.id)], page);
}

/** Saves a card; null when the fan saved the same card (or token) already. */
export async function insertCard(db: Db, values: NewCard): Promise<CardRow | null> {
  const [row] = await db.insert(paymentCards).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** A saved card by id; null when none. */
export async function cardById(db: Db, id: string): Promise<CardRow | null> {
  return rowWhere(db, paymentCards, eq(paymentCards.id, id));
}

/** Deletes a saved card. */
export async function deleteCardRow(db: Db, id: string): Promise<void> {
  await db.delete(paymentCards).where(eq(paymentCards.id, id));
}

/** Whether the creator's Connect account (Stripe first, else the sandbox's) pays out; null when none. */
export async function connectPayoutsEnabled(db: Db, userId: string): Promise<boolean | null> {
  const [account] = await db
    .select({ payoutsEnabled: gatewayAccounts.payoutsEnabled })
    .from(gatewayAccounts)
    .where(and(eq(gatewayAccounts.userId, userId), inArray(gatewayAccounts.paymentGateway, ['stripe', 'sandbox'])))
    .orderBy(desc(eq(gatewayAccounts.paymentGateway, 'stripe')));
  return account ? account.payoutsEnabled : null;
}

/** The creator's Connect account at a gateway; null when none was opened. */
export async function gatewayAccountOf(db: Db, userId: string, gateway: string): Promise<GatewayAccountRow | null> {
  return rowWhere(
    db,
    gatewayAccounts,
    and(eq(gatewayAccounts.userId, userId), eq(gatewayAccounts.paymentGateway, gateway)),
  );
}

/** Records the creator's Connect account at a gateway unless one is recorded. */
export async function addGatewayAccount(db: Db, userId: string, gateway: string, accountId: string): Promise<void> {
  await db.insert(gatewayAccounts).values({ userId, paymentGateway: gateway, accountId }).onConflictDoNothing();
}
