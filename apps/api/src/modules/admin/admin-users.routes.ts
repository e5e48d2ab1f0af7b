import { z } from 'zod';
import {
  adminStatisticsSchema,
  adminAccountMoneySchema,
  adminUserDetailSchema,
  adminUserQuerySchema,
  adminUserSchema,
  adminUserUpdateSchema,
  okSchema,
  pagedSchema,
  queueSummarySchema,
  staffCan,
} from '@fanlane/shared';
import { paged } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { actorOf } from '../audit/actor.js';
import { currentUser, requireStaff } from '../auth/auth.plugin.js';
import type { AccountMoney } from './account-money.js';
import type { AdminUsersService } from './admin-users.service.js';
import type { StatisticsService } from './statistics.service.js';

const params = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/) });

/** The console's dashboard, queue count and accounts (users and creators). */
export const adminUsersRoutes: Routes<{
  adminUsers: AdminUsersService;
  accountMoney: AccountMoney;
  statistics: StatisticsService;
  queueSummary: (role: string) => Promise<z.infer<typeof queueSummarySchema>>;
}> = async (app, { adminUsers, accountMoney, statistics, queueSummary }) => {
  const { get, put } = routes(app, ['admin']);

  get(
    '/admin/statistics',
    {
      preHandler: requireStaff('dashboard'),
      summary: 'Dashboard figures and 30 days by day (money from the ledger, only with the money permission)',
      response: adminStatisticsSchema,
    },
    async (request) => statistics.get(currentUser(request).role),
  );

  get(
    '/admin/queue/summary',
    {
      preHandler: requireStaff('dashboard'),
      summary: "What waits for a decision the caller's role may take (the console's top bar)",
      response: queueSummarySchema,
    },
    async (request) => queueSummary(currentUser(request).role),
  );

  const search = (performers: boolean) => async (request: { query: z.infer<typeof adminUserQuerySchema> }) => {
    const { role, status, verifiedDocument, q } = request.query;
    const filters = performers
      ? { q, status, verifiedDocument, role: 'performer' }
      : { q, status, verifiedDocument, role };
    const { data, total } = await adminUsers.search(filters, request.query);
    return paged(data, total);
  };
  const list = okSchema(pagedSchema(adminUserSchema));
  app.get(
    '/admin/users/search',
    {
      preHandler: requireStaff('users'),
      schema: {
        tags: ['admin'],
        summary: 'Every account; filters q, role, status, verifiedDocument',
        querystring: adminUserQuerySchema,
        response: { 200: list },
      },
    },
    search(false),
  );
  app.get(
    '/admin/performers/search',
    {
      preHandler: requireStaff('users'),
      schema: {
        tags: ['admin'],
        summary: 'Creators; filters q, status, verifiedDocument',
        querystring: adminUserQuerySchema,
        response: { 200: list },
      },
    },
    search(true),
  );

  get(
    '/admin/users/:id',
    {
      preHandler: requireStaff('users'),
      summary: 'An account: profile, identity documents (signed links; each view audited), actions taken (no money)',
      params,
      response: adminUserDetailSchema,
    },
    async (request) => adminUsers.detail(actorOf(request), request.params.id),
  );

  get(
    '/admin/users/:id/money',
    {
      preHandler: requireStaff('money'),
      summary: "An account's money: balances, latest ledger lines, payout requests and orders (bought or sold)",
      params,
      response: adminAccountMoneySchema,
    },
    async (request) => accountMoney.get(request.params.id),
  );

  put(
    '/admin/users/:id',
    {
      preHandler: requireStaff('users'),
      summary:
        'Status (inactive: sessions end at once; suspendDays: lifted after that), verified email, staff role (admins only); audited',
      params,
      body: adminUserUpdateSchema,
      response: z.object({ updated: z.literal(true) }),
    },
    async (request) => {
      if (request.body.role && !staffCan(currentUser(request).role, 'staff')) throw forbidden();
      await adminUsers.update(actorOf(request), request.params.id, request.body);
      return { updated: true as const };
    },
  );
};
