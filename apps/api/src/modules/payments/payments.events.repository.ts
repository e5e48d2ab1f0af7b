/**
 * What the gateways tell us and keep with us: the webhook events applied (each once), CCBill's
 * stored events (applied in order per subscription) and the sandbox gateway's own objects.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ccbillEvents, sandboxObjects, webhookEvents } from '../../db/schema/index.js';
import type { Tx } from '../ledger/ledger.service.js';
import { hasRowWhere, rowWhere, rowsWhere } from '../shared-repo/rows.js';

export type CcbillEventRow = typeof ccbillEvents.$inferSelect;
export type NewCcbillEvent = typeof ccbillEvents.$inferInsert;
export type SandboxObjectRow = typeof sandboxObjects.$inferSelect;
export type SandboxKind = SandboxObjectRow['kind'];

/** Whether a gateway's webhook event was applied already. */
export async function webhookEventSeen(db: Db, gateway: string, eventId: string): Promise<boolean> {
  return hasRowWhere(
    db,
    webhookEvents,
    and(eq(webhookEvents.paymentGateway, gateway), eq(webhookEvents.eventId, eventId)),
  );
}

/** Records a gateway's webhook event as applied (once). */
export async function addWebhookEvent(db: Db, gateway: string, eventId: string, type: string): Promise<void> {
  await db.insert(webhookEvents).values({ paymentGateway: gateway, eventId, type }).onConflictDoNothing();
}

/** Stores a CCBill event unless one with its key is stored; its id, or null when it was. */
export async function storeCcbillEvent(db: Db, values: NewCcbillEvent): Promise<string | null> {
  const [stored] = await db
    .insert(ccbillEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: ccbillEvents.id });
  return stored ? stored.id : null;
}

/** A stored CCBill event by its key; null when none. */
export async function ccbillEventByKey(db: Db, eventKey: string): Promise<CcbillEventRow | null> {
  return rowWhere(db, ccbillEvents, eq(ccbillEvents.eventKey, eventKey));
}

/** Has an event of these types been applied for this CCBill subscription? */
export async function ccbillEventApplied(tx: Tx, subscriptionId: string, types: string[]): Promise<boolean> {
  const applied = and(
    eq(ccbillEvents.subscriptionId, subscriptionId),
    inArray(ccbillEvents.eventType, types),
    eq(ccbillEvents.outcome, 'applied'),
  );
  return hasRowWhere(tx, ccbillEvents, applied);
}

/** The order a subscription's events are applied in: sale, renewals, end, reversals. */
const RANK = sql<number>`case when ${ccbillEvents.eventType} in ('NewSaleSuccess','NewSaleFailure') then 0
  when ${ccbillEvents.eventType} in ('RenewalSuccess','RenewalFailure') then 1
  when ${ccbillEvents.eventType} in ('Cancellation','Expiration') then 2 else 3 end`;

/**
 * Locks a CCBill event group (a subscription, or a denial) until the caller's transaction ends and
 * answers its events still pending, in the order they are applied.
 */
export async function lockPendingCcbillEvents(tx: Tx, group: string): Promise<CcbillEventRow[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ccbill:${group}`}))`);
  return tx
    .select()
    .from(ccbillEvents)
    .where(and(eq(ccbillEvents.subscriptionId, group), eq(ccbillEvents.outcome, 'pending')))
    .orderBy(RANK, asc(ccbillEvents.createdAt), asc(ccbillEvents.id));
}

/** Records what applying a CCBill event did: applied, or ignored with the reason. */
export async function settleCcbillEvent(tx: Tx, id: string, ignored: string | null): Promise<void> {
  await tx
    .update(ccbillEvents)
    .set({ outcome: ignored ? 'ignored' : 'applied', note: ignored, appliedAt: new Date() })
    .where(eq(ccbillEvents.id, id));
}

/** A sandbox object of one kind by id; null when none. */
export async function sandboxObject(db: Db, id: string, kind: SandboxKind): Promise<SandboxObjectRow | null> {
  return rowWhere(db, sandboxObjects, and(eq(sandboxObjects.id, id), eq(sandboxObjects.kind, kind)));
}

/** Writes a sandbox object (its data replaced when it exists). */
export async function putSandboxObject(
  db: Db,
  id: string,
  kind: SandboxKind,
  data: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(sandboxObjects)
    .values({ id, kind, data })
    .onConflictDoUpdate({ target: sandboxObjects.id, set: { data, updatedAt: new Date() } });
}

/** The sandbox payment made with an idempotency key; null when none. */
export async function sandboxPaymentByKey(db: Db, idempotencyKey: string): Promise<SandboxObjectRow | null> {
  return rowWhere(
    db,
    sandboxObjects,
    and(eq(sandboxObjects.kind, 'payment'), sql`${sandboxObjects.data}->>'idempotencyKey' = ${idempotencyKey}`),
  );
}

/** The sandbox's active subscriptions whose period has ended by `now`. */
export function sandboxSubscriptionsDue(db: Db, now: Date): Promise<SandboxObjectRow[]> {
  return rowsWhere(
    db,
    sandboxObjects,
    and(
      eq(sandboxObjects.kind, 'subscription'),
      sql`${sandboxObjects.data}->>'status' = 'active'`,
      sql`(${sandboxObjects.data}->>'currentPeriodEnd')::timestamptz <= ${now.toISOString()}::timestamptz`,
    ),
  );
}
