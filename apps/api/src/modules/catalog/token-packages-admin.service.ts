import { toMinor, type AdminTokenPackage, type tokenPackageInputSchema } from '@fanlane/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import type { AuditActor } from '../audit/actor.js';
import { changes, type AuditService } from '../audit/audit.service.js';
import type { Tx } from '../ledger/ledger.service.js';
import { presentTokenPackage } from '../payments/payments.service.js';
import { tokenPackageRows, tokenPackagesAdminPage, type TokenPackageRow as Row } from './catalog.repository.js';

type Input = z.output<typeof tokenPackageInputSchema>;

const present = (p: Row): AdminTokenPackage => ({
  ...presentTokenPackage(p),
  status: p.isActive ? 'active' : 'inactive',
});
/** The audit's view of a package: what an operator sets, without the clock. */
const audited = (p: Row) => ({ ...present(p), createdAt: undefined, updatedAt: undefined });

/**
 * Token packages in the back office (issue #18 Catalog): every status, create, edit, delete, each
 * audited. Fans see the active ones on the wallet page (GET /package/token/search) and buy them by
 * top-up; a payment keeps the package's name and price in its own products, so deleting one
 * changes no history.
 */
export function createTokenPackagesAdminService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;
  const values = (input: Input) => ({
    name: input.name,
    description: input.description,
    ordering: input.ordering,
    priceMinor: toMinor(input.price),
    tokensMinor: toMinor(input.tokens),
    isActive: input.status === 'active',
  });
  const record = (actor: AuditActor, tx: Tx, action: string, id: string, diff: object) =>
    audit.record(actor, { action: `token-package.${action}`, targetType: 'token-package', targetId: id, ...diff }, tx);

  return {
    async search(page: {
      limit: number;
      offset: number;
      sort: 'asc' | 'desc';
      sortBy: string;
      q?: string;
      status?: string;
    }) {
      const { rows, total } = await tokenPackagesAdminPage(db, page);
      return { data: rows.map(present), total };
    },

    create: (actor: AuditActor, input: Input) =>
      db.transaction(async (tx) => {
        const row = await tokenPackageRows.insert(tx, values(input));
        await record(actor, tx, 'create', row.id, { after: audited(row) });
        return present(row);
      }),

    update: (actor: AuditActor, id: string, input: Input) =>
      db.transaction(async (tx) => {
        const old = await tokenPackageRows.lock(tx, id);
        if (!old) throw notFound();
        const row = await tokenPackageRows.update(tx, id, values(input));
        await record(actor, tx, 'update', id, changes(audited(old), audited(row)));
        return present(row);
      }),

    remove: (actor: AuditActor, id: string) =>
      db.transaction(async (tx) => {
        const old = await tokenPackageRows.remove(tx, id);
        if (!old) throw notFound();
        await record(actor, tx, 'delete', id, { before: audited(old) });
      }),
  };
}
export type TokenPackagesAdminService = ReturnType<typeof createTokenPackagesAdminService>;
