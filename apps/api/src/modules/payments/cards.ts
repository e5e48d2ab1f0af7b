/**
 * A fan's saved cards: the gateway customer they belong to, the list, adding one (refused when the
 * same card is already saved) and deleting one; and the card a payment is charged to.
 */
import { MONEY_MESSAGES } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { forbidden, notFound, unprocessable } from '../../http/errors.js';
import type { UserRow } from '../auth/sessions.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { PaymentGateway } from './gateway.js';
import type { GatewayChoice } from './gateway-choice.js';
import {
  addCustomer,
  cardById,
  cardsPage,
  customerIdOf,
  deleteCardRow,
  firstCard,
  insertCard,
} from './payments.cards.repository.js';
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
    const existing = await customerIdOf(db, user.id, gateway.name);
    if (existing !== null) return existing;
    const customerId = await gateway
      .createCustomer({ userId: user.id, email: user.email ?? '', name: user.name || user.username || '' })
      .catch(gatewayFailure);
    return addCustomer(db, user.id, gateway.name, customerId);
  }

  async function findCard(userId: string, gateway: PaymentGateway, cardId?: string) {
    const card = await firstCard(db, userId, gateway.name, cardId);
    if (!card) throw unprocessable(MONEY_MESSAGES.addCard);
    return card;
  }

  async function cards(userId: string, query: { paymentGateway?: string; limit: number; offset: number }) {
    const gatewayName = query.paymentGateway || String(await settings.get('paymentGateway'));
    const gateway = gateways.get(gatewayName);
    const { rows, total } = await cardsPage(db, userId, gatewayName, gateway?.isProduction, query);
    return { data: rows.map(presentCard), total };
  }

  async function addCard(user: UserRow, gatewayName: string, body: unknown) {
    const gateway = gatewayNamed(gatewayName);
    if (gateway.name !== (await activeGateway()).name) throw unprocessable(MONEY_MESSAGES.gatewayUnavailable);
    const customerId = await customerOf(user, gateway);
    const card = await gateway.saveCard(customerId, body).catch(gatewayFailure);
    const row = await insertCard(db, {
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
    });
    if (!row) {
      await gateway.deleteCard({ token: card.token, customerId: card.customerId }).catch(() => undefined);
      throw unprocessable(MONEY_MESSAGES.duplicatedCard);
    }
    return presentCard(row);
  }

  async function deleteCard(userId: string, id: string) {
    const card = await cardById(db, id);
    if (!card) throw notFound();
    if (card.userId !== userId) throw forbidden();
    const gateway = gateways.get(card.paymentGateway);
    if (gateway) await gateway.deleteCard({ token: card.token, customerId: card.customerId }).catch(gatewayFailure);
    await deleteCardRow(db, id);
    return { deleted: true };
  }

  return { customerOf, findCard, cards, addCard, deleteCard };
}
export type Cards = ReturnType<typeof createCards>;
