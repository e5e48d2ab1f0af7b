import { z } from 'zod';
import {
  adminPayoutQuerySchema,
  adminPayoutStatusSchema,
  fromMinor,
  okSchema,
  pagedSchema,
  payoutCalculationSchema,
  payoutQuerySchema,
  payoutRequestInputSchema,
  payoutRequestSchema,
  type PayoutRequest,
} from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import { fieldColumns } from '../../http/csv.js';
import { ok, paged } from '../../http/envelope.js';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { adminCsvExport } from '../admin/admin-export.js';
import { actorOf } from '../audit/actor.js';
import { currentUser, requireRole, requireStaff } from '../auth/auth.plugin.js';
import { presentPublicUser } from '../users/users.presenter.js';
import type { UsersRepository } from '../users/users.repository.js';
import { maskedInfo } from './payouts.presenter.js';
import type { PayoutRow, PayoutsService } from './payouts.service.js';

const tags = ['payouts'];
const params = z.object({ id: z.string().max(120) });
const one = okSchema(payoutRequestSchema);

/** Payout requests (contract 3.16) and the operators' side (`/admin/payout-requests`, finance staff). */
export const payoutsRoutes: Routes<{ payouts: PayoutsService; users: UsersRepository; storage: Storage }> = async (
  app,
  { payouts, users, storage },
) => {
  const creator = { preHandler: requireRole('performer') };
  const finance = { preHandler: requireStaff('money') };

  /** Account numbers are masked except in the operator's detail view (`full`). */
  async function present(rows: PayoutRow[], options: { full?: boolean; sourceInfo?: boolean } = {}) {
    const creators = options.sourceInfo
      ? new Map((await users.findByIds([...new Set(rows.map((r) => r.performerId))])).map((u) => [u.id, u]))
      : new Map();
    return rows.map((r): PayoutRequest => {
      const who = creators.get(r.performerId);
      const rate = Number(r.tokenConversionRate);
      return {
        _id: r.id,
        source: r.source,
        sourceId: r.performerId,
        ...(options.sourceInfo
          ? { sourceInfo: who ? (presentPublicUser(who, storage) as unknown as Record<string, unknown>) : null }
          : {}),
        paymentAccountType: r.paymentAccountType,
        paymentAccountInfo: options.full ? r.paymentAccountInfo : maskedInfo(r.paymentAccountInfo),
        requestNote: r.requestNote,
        adminNote: r.adminNote,
        status: r.status,
        requestTokens: fromMinor(r.requestTokensMinor),
        tokenConversionRate: rate,
        amount: Math.round(r.requestTokensMinor * rate) / 100,
        payoutId: r.payoutRef,
        paidAt: r.paidAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  }
  const presentOne = async (row: PayoutRow, options: { full?: boolean; sourceInfo?: boolean } = {}) =>
    (await present([row], options))[0]!;

  const { get, post } = routes(app, tags);

  post(
    '/payout-requests/calculate',
    {
      ...creator,
      summary: 'Where the creator’s money stands: earned, paid out, withdrawable now, on hold',
      response: payoutCalculationSchema,
    },
    async (request) => payouts.calculate(currentUser(request).id),
  );

  get(
    '/payout-requests/check/pending-review',
    {
      ...creator,
      summary: '{ valid: true } when the creator has no pending request',
      response: z.object({ valid: z.boolean() }),
    },
    async (request) => ({ valid: !(await payouts.hasOpen(currentUser(request).id)) }),
  );

  get(
    '/payout-requests/search',
    {
      ...creator,
      summary: 'The creator’s own payout requests (status, paymentAccountType, fromDate/toDate)',
      querystring: payoutQuerySchema,
      response: payoutRequestSchema,
      paged: true,
    },
    async (request) => {
      const { rows, total } = await payouts.search({ ...request.query, performerId: currentUser(request).id });
      return { data: await present(rows), total };
    },
  );

  app.post(
    '/payout-requests',
    {
      ...creator,
      schema: {
        tags,
        summary:
          'Asks for a payout of withdrawable tokens: held at once (withdrawable → payout clearing); one open request at a time; ' +
          'an Idempotency-Key header answers the same request again',
        body: payoutRequestInputSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const key = request.headers['idempotency-key'];
      const row = await payouts.create(
        currentUser(request).id,
        request.body,
        typeof key === 'string' && key ? key.slice(0, 200) : undefined,
      );
      return ok(await presentOne(row));
    },
  );

  app.put(
    '/payout-requests/:id',
    {
      ...creator,
      schema: {
        tags,
        summary: 'Changes a pending request (amount, note, method); the hold follows the amount',
        params,
        body: payoutRequestInputSchema,
        response: { 200: one },
      },
    },
    async (request) =>
      ok(await presentOne(await payouts.update(currentUser(request).id, request.params.id, request.body))),
  );

  app.delete(
    '/payout-requests/:id',
    {
      ...creator,
      schema: {
        tags,
        summary: 'Cancels a pending request: its tokens are withdrawable again',
        params,
        response: { 200: one },
      },
    },
    async (request) => ok(await presentOne(await payouts.cancel(currentUser(request).id, request.params.id))),
  );

  app.get(
    '/payout-requests/:id/view',
    {
      ...creator,
      schema: { tags, summary: 'One of the creator’s requests', params, response: { 200: one } },
    },
    async (request) =>
      ok(
        await presentOne(await payouts.view(currentUser(request).id, request.params.id), {
          sourceInfo: true,
        }),
      ),
  );

  app.get(
    '/admin/payout-requests/search',
    {
      ...finance,
      schema: {
        tags: ['admin', ...tags],
        summary: 'Every payout request (status, performerId, paymentAccountType, fromDate/toDate) with the creator',
        querystring: adminPayoutQuerySchema,
        response: { 200: okSchema(pagedSchema(payoutRequestSchema)) },
      },
    },
    async (request) => {
      const { performerId, sourceId, ...rest } = request.query;
      const { rows, total } = await payouts.search({ ...rest, performerId: performerId ?? sourceId });
      return paged(await present(rows, { sourceInfo: true }), total);
    },
  );

  adminCsvExport<typeof adminPayoutQuerySchema, PayoutRequest>(app, {
    path: '/admin/payout-requests/export',
    permission: 'money',
    query: adminPayoutQuerySchema,
    filename: 'payout-requests.csv',
    summary: 'Every payout request the filters select, as CSV (every page; payment details masked)',
    columns: [
      ...fieldColumns<PayoutRequest>({ id: '_id', createdAt: 'createdAt', creatorId: 'sourceId' }),
      { header: 'creator', value: (p) => String(p.sourceInfo?.username ?? '') },
      ...fieldColumns<PayoutRequest>({
        tokens: 'requestTokens',
        rate: 'tokenConversionRate',
        amount: 'amount',
        method: 'paymentAccountType',
        status: 'status',
        adminNote: 'adminNote',
        updatedAt: 'updatedAt',
      }),
    ],
    search: async (query) => {
      const { performerId, sourceId, ...rest } = query;
      const { rows } = await payouts.search({ ...rest, performerId: performerId ?? sourceId });
      return { data: await present(rows, { sourceInfo: true }) };
    },
  });

  app.get(
    '/admin/payout-requests/:id',
    {
      ...finance,
      schema: {
        tags: ['admin', ...tags],
        summary: 'One request with the full payment details (what the operator pays to)',
        params,
        response: { 200: one },
      },
    },
    async (request) => ok(await presentOne(await payouts.get(request.params.id), { full: true, sourceInfo: true })),
  );

  app.post(
    '/admin/payout-requests/status/:id',
    {
      ...finance,
      schema: {
        tags: ['admin', ...tags],
        summary:
          'pending → approved | rejected, approved → done | rejected (else 422); rejected returns the tokens, done pays them out; ' +
          'audited, and the creator is told',
        params,
        body: adminPayoutStatusSchema,
        response: { 200: one },
      },
    },
    async (request) =>
      ok(
        await presentOne(await payouts.setStatus(actorOf(request), request.params.id, request.body), {
          sourceInfo: true,
        }),
      ),
  );
};
