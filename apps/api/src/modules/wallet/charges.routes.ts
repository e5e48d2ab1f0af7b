import { z } from 'zod';
import {
  CHARGE_TARGETS,
  chargeQuerySchema,
  productChargeInputSchema,
  tipInputSchema,
  tokenTransactionSchema,
  walletBalanceSchema,
  fromMinor,
} from '@fanlane/shared';
import type { FastifyRequest } from 'fastify';
import { idParam, routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { viewerOf } from '../../http/viewer.js';
import { currentUser, requireAuth, requireRole } from '../auth/auth.plugin.js';
import type { GeoService } from '../geo/geo.service.js';
import type { ChargesService } from './charges.service.js';

/** A client's `Idempotency-Key` header: the same key never charges twice. */
const requestKey = (request: FastifyRequest) => {
  const value = request.headers['idempotency-key'];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
};

/** Wallet charges (contract 3.20): purchases and tips from the fan's token balance. */
export const chargesRoutes: Routes<{ charges: ChargesService; geo: GeoService }> = async (app, { charges, geo }) => {
  const fan = { onRequest: requireRole('user') };
  const buyer = (request: FastifyRequest) => ({ ...viewerOf(request, geo), id: currentUser(request).id });

  const { get, post } = routes(app, ['wallet']);

  get(
    '/wallet/balance',
    { onRequest: requireAuth, summary: "The caller's wallet balance", response: walletBalanceSchema },
    async (request) => ({ balance: fromMinor(await charges.balanceOf(currentUser(request).id)) }),
  );

  post(
    '/wallet/charges/tip/:id',
    {
      ...fan,
      summary: 'Tips a creator (path id = the creator), with an optional note; min/max tip settings apply',
      params: idParam,
      body: tipInputSchema,
      response: tokenTransactionSchema,
    },
    async (request) => charges.tip(buyer(request), request.params.id, request.body, requestKey(request)),
  );

  post(
    '/wallet/charges/:target/:id',
    {
      ...fan,
      summary: 'Buys an item from the wallet: feed, video, gallery, product, message or reel',
      params: z.object({ target: z.enum(CHARGE_TARGETS), id: z.string().min(1).max(120) }),
      body: productChargeInputSchema.optional(),
      response: tokenTransactionSchema,
    },
    async (request) => {
      const body = request.body ?? { quantity: 1 };
      const { quantity, ...shipping } = body;
      return charges.buy(buyer(request), request.params.target, request.params.id, {
        quantity,
        requestKey: requestKey(request),
        shipping,
      });
    },
  );

  get(
    '/wallet/charges/search',
    {
      onRequest: requireAuth,
      summary: "The caller's wallet charges (purchases and tips), newest first",
      querystring: chargeQuerySchema,
      response: tokenTransactionSchema,
      paged: true,
    },
    async (request) => charges.search(currentUser(request).id, request.query),
  );
};
