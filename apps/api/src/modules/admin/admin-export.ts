import type { z } from 'zod';
import type { StaffPermission } from '@fanlane/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allPages, sendCsv, type CsvColumn } from '../../http/csv.js';
import { requireStaff } from '../auth/auth.plugin.js';

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * One console list's CSV export: `GET {path}` with the list's own filters, every page of the
 * filtered list streamed as CSV (staff with `permission` only). The audit log, money lists and
 * payout requests all export through it.
 */
export function adminCsvExport<Q extends z.ZodType, T>(
  app: App,
  spec: {
    path: string;
    permission: StaffPermission;
    query: Q;
    filename: string;
    summary: string;
    columns: CsvColumn<T>[];
    search: (query: z.output<Q> & { limit: number; offset: number }) => Promise<{ data: T[] }>;
  },
) {
  app.get(
    spec.path,
    {
      preHandler: requireStaff(spec.permission),
      schema: { tags: ['admin'], summary: spec.summary, querystring: spec.query, produces: ['text/csv'] },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        spec.filename,
        spec.columns,
        allPages((page) => spec.search({ ...(request.query as object), ...page } as z.output<Q> & typeof page)),
      ),
  );
}
