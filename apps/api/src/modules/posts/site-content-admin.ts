import {
  adminMenuSchema,
  menuInputSchema,
  menuQuerySchema,
  sitePageInputSchema,
  sitePageQuerySchema,
  sitePageSchema,
  type AdminMenu,
} from '@fanlane/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { notFound } from '../../http/errors.js';
import type { Routes } from '../../http/types.js';
import type { AuditActor } from '../audit/actor.js';
import { changes, type AuditService } from '../audit/audit.service.js';
import { adminCrudRoutes } from '../admin/admin-crud.js';
import type { SettingsService } from '../settings/settings.service.js';
import { presentPost } from './posts.service.js';
import {
  deletePost,
  insertPost,
  postForUpdate,
  rethrowSlugTaken,
  searchPosts,
  updatePost,
  type PostRow,
} from './posts.repository.js';

type PageInput = z.output<typeof sitePageInputSchema>;
type MenuInput = z.output<typeof menuInputSchema>;
const clockless = (p: PostRow) => ({ ...presentPost(p), createdAt: undefined, updatedAt: undefined });

/** Site pages in the back office: every status, create, edit, delete; each audited (`page.*`). */
export function createPagesAdminService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;
  const slugSafe = async <T>(write: () => Promise<T>) => {
    try {
      return await write();
    } catch (err) {
      rethrowSlugTaken(err);
    }
  };
  return {
    async search(page: z.output<typeof sitePageQuerySchema>) {
      const { rows, total } = await searchPosts(db, page);
      return { data: rows.map(presentPost), total };
    },
    create: (actor: AuditActor, input: PageInput) =>
      slugSafe(() =>
        db.transaction(async (tx) => {
          const row = await insertPost(tx, { ...input, authorId: actor.id });
          await audit.record(
            actor,
            { action: 'page.create', targetType: 'page', targetId: row.id, after: clockless(row) },
            tx,
          );
          return presentPost(row);
        }),
      ),
    update: (actor: AuditActor, id: string, input: PageInput) =>
      slugSafe(() =>
        db.transaction(async (tx) => {
          const old = await postForUpdate(tx, id);
          if (!old) throw notFound();
          const row = await updatePost(tx, id, { ...input, updatedAt: new Date() });
          const diff = changes(clockless(old), clockless(row));
          await audit.record(actor, { action: 'page.update', targetType: 'page', targetId: id, ...diff }, tx);
          return presentPost(row);
        }),
      ),
    remove: (actor: AuditActor, id: string) =>
      db.transaction(async (tx) => {
        const old = await deletePost(tx, id);
        if (!old) throw notFound();
        await audit.record(
          actor,
          { action: 'page.delete', targetType: 'page', targetId: id, before: clockless(old) },
          tx,
        );
      }),
  };
}

/**
 * Header and footer menus in the back office. They live in the `menus` setting (the site reads them
 * from GET /settings/public); each entry gets an id here, so it can be edited and deleted alone.
 * Every change is a read-modify-write of that one setting under its row's lock (settings.modify),
 * so two operators' edits at once both land. Each change is audited (`menu.*`).
 */
export function createMenusAdminService(deps: { settings: SettingsService; audit: AuditService }) {
  const { settings, audit } = deps;
  /** The stored entries, each with its id (entries from the defaults get theirs here). */
  const withIds = (stored: unknown): AdminMenu[] =>
    ((stored as Partial<AdminMenu>[] | null) ?? []).map((m) => ({ ...m, _id: m._id ?? newId() }) as AdminMenu);
  async function entries(): Promise<AdminMenu[]> {
    const stored = ((await settings.get('menus')) as Partial<AdminMenu>[] | null) ?? [];
    if (stored.every((m) => m._id)) return stored as AdminMenu[];
    // Ids given once, under the lock (a concurrent first read keeps the ids the other one stored).
    return settings.modify('menus', (current) => {
      const menus = withIds(current);
      return { value: menus, result: menus };
    });
  }
  const entry = (menus: AdminMenu[], id: string) => {
    const found = menus.find((m) => m._id === id);
    if (!found) throw notFound();
    return found;
  };
  /** Changes the list under the lock; `edit` answers the new list and what the change was (for the audit). */
  const change = <T>(edit: (menus: AdminMenu[]) => { menus: AdminMenu[]; result: T }) =>
    settings.modify('menus', (current) => {
      const { menus, result } = edit(withIds(current));
      return { value: menus, result };
    });
  const record = (actor: AuditActor, action: string, id: string, diff: object) =>
    audit.record(actor, { action: `menu.${action}`, targetType: 'menu', targetId: id, ...diff });
  const sectionOrder = (m: AdminMenu) => ['header', 'main', 'footer'].indexOf(m.section) * 1e6 + m.ordering;
  return {
    async search(page: z.output<typeof menuQuerySchema>) {
      const q = page.q?.toLowerCase();
      const matching = (await entries())
        .filter((m) => !q || m.title.toLowerCase().includes(q) || m.path.toLowerCase().includes(q))
        .filter((m) => !page.section || m.section === page.section)
        .sort((a, b) => sectionOrder(a) - sectionOrder(b));
      return { data: matching.slice(page.offset, page.offset + page.limit), total: matching.length };
    },
    async create(actor: AuditActor, input: MenuInput) {
      const created: AdminMenu = { ...input, _id: newId() };
      await change((menus) => ({ menus: [...menus, created], result: null }));
      await record(actor, 'create', created._id, { after: created });
      return created;
    },
    async update(actor: AuditActor, id: string, input: MenuInput) {
      const updated: AdminMenu = { ...input, _id: id };
      const old = await change((menus) => ({
        result: entry(menus, id),
        menus: menus.map((m) => (m._id === id ? updated : m)),
      }));
      await record(actor, 'update', id, changes(old, updated));
      return updated;
    },
    async remove(actor: AuditActor, id: string) {
      const old = await change((menus) => ({ result: entry(menus, id), menus: menus.filter((m) => m._id !== id) }));
      await record(actor, 'delete', id, { before: old });
    },
  };
}

/** Site pages (`/admin/posts`, Fanso's path) and menus (`/menus/admin`, Fanso's path): admins (`catalog`). */
export const siteContentAdminRoutes: Routes<{
  pages: ReturnType<typeof createPagesAdminService>;
  menus: ReturnType<typeof createMenusAdminService>;
}> = async (app, { pages, menus }) => {
  adminCrudRoutes(app, {
    path: '/admin/posts',
    permission: 'catalog',
    query: sitePageQuerySchema,
    input: sitePageInputSchema,
    output: sitePageSchema,
    summaries: {
      search: 'Every site page (filter status draft|published, type; q searches title and slug)',
      create:
        'Create a site page (slug unique: 422 when taken); published ones show at /page/{slug} (GET /posts/{slug}); audited',
      update: 'Edit a site page (draft: no longer shown); audited',
      delete: 'Delete a site page; audited',
    },
    ...pages,
  });
  adminCrudRoutes(app, {
    path: '/menus/admin',
    permission: 'catalog',
    query: menuQuerySchema,
    input: menuInputSchema,
    output: adminMenuSchema,
    summaries: {
      search:
        'Every header, main and footer menu entry (filter section; q searches title and path), by section then order',
      create: 'Add a menu entry (the site shows it in its section, GET /settings/public menus); audited',
      update: 'Edit a menu entry; audited',
      delete: 'Delete a menu entry; audited',
    },
    ...menus,
  });
};
