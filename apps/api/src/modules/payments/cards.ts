/**
 * A fan's saved cards: the gateway customer they belong to, the list, adding one (refused when the
 * same card is already saved) and deleting one; and the card a payment is charged to.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { MONEY_MESSAGES } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { gatewayCustomers, paymentCards } from '../../db/schema/index.js';
import { pageOf } from '../../db/paging.js';
import { forbidden, notFound, unprocessable } from '../../http/errors.js';
import type { UserRow } from '../auth/sessions.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { PaymentGateway } from './gateway.js';
import type { GatewayChoice } from './gateway-choice.js';
import { presentCard } from './payments.presenter.js';

export interface CardsDeps {
  db: Db;
  settings: SettingsService;
  gateways: Map<string, PaymentGateway>;
  choice: GatewayChoice;
}

export function createCards({ db, settings, gateways, choice }: CardsDeps) {
  const { activeGateway, gatewayNamed, gatewayFailure } = choice;

  async function customerOf(user: UserRow, gateway: PaymentGateway) {
    const [existing] = await db
      .select()
      .from(gatewayCustomers)
      .where(and(eq(gatewayCustomers.userId, user.id), eq(gatewayCustomers.paymentGateway, gateway.name)));
    if (existing) return existing.customerId;
    const customerId = await gateway
      .createCustomer({ userId: user.id, email: user.email ?? '', name: user.name || user.username || '' })
      .catch(gatewayFailure);
    await db
      .insert(gatewayCustomers)
      .values({ userId: user.id, paymentGateway: gateway.name, customerId })
      .onConflictDoNothing();
    const [row] = await db
      .select()
      .from(gatewayCustomers)
      .where(and(eq(gatewayCustomers.userId, user.id), eq(gatewayCustomers.paymentGateway, gateway.name)));
    return row!.customerId;
  }

  async function findCard(userId: string, gateway: PaymentGateway, cardId?: string) {
    const where = [eq(paymentCards.userId, userId), eq(paymentCards.paymentGateway, gateway.name)];
    if (cardId) where.push(sql`(${paymentCards.token} = ${cardId} or ${paymentCards.id} = ${cardId})`);
    const [card] = await db
      .select()
      .from(paymentCards)
      .where(and(...where))
      .orderBy(asc(paymentCards.createdAt))
      .limit(1);
    if (!card) throw unprocessable(MONEY_MESSAGES.addCard);
    return card;
  }

  async function cards(userId: string, query: { paymentGateway?: string; limit: number; offset: number }) {
    const gatewayName = query.paymentGateway || String(await settings.get('paymentGateway'));
    const gateway = gateways.get(gatewayName);
    const where = [eq(paymentCards.userId, userId), eq(paymentCards.paymentGateway, gatewayName)];
    if (gateway) where.push(eq(paymentCards.isProduction, gateway.isProduction));
    const { rows, total } = await pageOf(
      db,
      paymentCards,
      where,
      [asc(paymentCards.createdAt), asc(paymentCards.id)],
      query,
    );
    return { data: rows.map(presentCard), total };
  }

  async function addCard(user: UserRow, gatewayName: string, body: unknown) {
    const gateway = gatewayNamed(gatewayName);
    if (gateway.name !== (await activeGateway()).name) throw unprocessable(MONEY_MESSAGES.gatewayUnavailable);
    const customerId = await customerOf(user, gateway);
    const card = await gateway.saveCard(customerId, body).catch(gatewayFailure);
    const [row] = await db
      .insert(paymentCards)
      .values({
        userId: user.id,
        paymentGateway: gateway.name,
        isProduction: gateway.isProduction,
        customerId: card.customerId,
        holderName: card.holderName,
        last4Digits: card.last4,
        brand: card.brand,
        month: card.month,
        year: card.year,
        token: card.token,
        fingerprint: card.fingerprint,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      await gateway.deleteCard({ token: card.token, customerId: card.customerId }).catch(() => undefined);
      throw unprocessable(MONEY_MESSAGES.duplicatedCard);
    }
    return presentCard(row);
  }

  async function deleteCard(userId: string, id: string) {
    const [card] = await db.select().from(paymentCards).where(eq(paymentCards.id, id));
    if (!card) throw notFound();
    if (card.userId !== userId) throw forbidden();
    const gateway = gateways.get(card.paymentGateway);
    if (gateway) await gateway.deleteCard({ token: card.token, customerId: card.customerId }).catch(gatewayFailure);
    await db.delete(paymentCards).where(eq(paymentCards.id, id));
    return { deleted: true };
  }

  return { customerOf, findCard, cards, addCard, deleteCard };
}
export type Cards = ReturnType<typeof createCards>;
