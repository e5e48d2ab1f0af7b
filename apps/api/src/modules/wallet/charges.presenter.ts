/**
 * Presents wallet charges (Token Transactions, contract 4.19) with the creator's public card, kept a
 * few seconds so that a purchase's answer needs no query for it.
 */
import { fromMinor, type TokenTransaction } from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import { presentSearchItem } from '../performers/performers.presenter.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import type { TokenTransactionRow } from './charges.deps.js';

type PerformerCard = ReturnType<typeof presentSearchItem>;
/** How long a creator's card on charge answers is reused, and how many are kept. */
const CARD_MS = 5000;
const CARDS_KEPT = 5000;

export interface ChargesPresenterDeps {
  performers: PerformersRepository;
  storage: Storage;
}

/** Charges as the API answers them; `balanceMinor` adds the fan's balance after the charge. */
export type PresentCharges = (rows: TokenTransactionRow[], balanceMinor?: number) => Promise<TokenTransaction[]>;

export function createChargesPresenter(deps: ChargesPresenterDeps): PresentCharges {
  const { performers, storage } = deps;

  /**
   * Creators' public cards as charges show them, kept CARD_MS: every purchase answers with one, and
   * a name or avatar a few seconds old on a receipt costs nothing, where a query per purchase does.
   */
  const cards = new Map<string, { at: number; card: PerformerCard | null }>();
  async function cardsOf(ids: string[]) {
    const now = Date.now();
    const found = new Map<string, PerformerCard | null>();
    const missing: string[] = [];
    for (const id of ids) {
      const kept = cards.get(id);
      if (kept && now - kept.at < CARD_MS) found.set(id, kept.card);
      else missing.push(id);
    }
    if (missing.length) {
      const creators = await performers.findMany(missing);
      if (cards.size + missing.length > CARDS_KEPT) cards.clear();
      for (const id of missing) {
        const creator = creators.get(id);
        const card = creator ? presentSearchItem(creator, storage) : null;
        found.set(id, card);
        cards.set(id, { at: now, card });
      }
    }
    return found;
  }

  return async function present(rows: TokenTransactionRow[], balanceMinor?: number): Promise<TokenTransaction[]> {
    const cardOf = await cardsOf([...new Set(rows.map((r) => r.performerId))]);
    return rows.map((r) => {
      return {
        _id: r.id,
        source: 'user' as const,
        sourceId: r.userId,
        performerId: r.performerId,
        performerInfo: cardOf.get(r.performerId) ?? null,
        target: r.target,
        targetId: r.targetId,
        sessionId: r.sessionId,
        type: r.type,
        products: r.products as TokenTransaction['products'],
        originalPrice: fromMinor(r.originalPriceMinor),
        totalPrice: fromMinor(r.totalPriceMinor),
        status: r.status,
        note: r.note,
        ...(balanceMinor !== undefined ? { balance: fromMinor(balanceMinor) } : {}),
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  };
}
