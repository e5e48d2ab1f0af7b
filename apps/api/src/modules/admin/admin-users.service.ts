import { ADMIN_MESSAGES, type AdminUser, type StaffRole } from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import { forbidden, notFound, unprocessable } from '../../http/errors.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { AuditActor } from '../audit/actor.js';
import { systemActor } from '../audit/actor.js';
import { changes, type AuditService } from '../audit/audit.service.js';
import type { SessionsService } from '../auth/sessions.service.js';
import type { FilesService } from '../files/files.service.js';
import { displayName, mediaUrl } from '../users/users.presenter.js';
import type { UserRow, UsersRepository } from '../users/users.repository.js';

const UNSUSPEND_QUEUE = 'account.unsuspend';
const DAY_MS = 24 * 60 * 60 * 1000;
type Profile = NonNullable<Awaited<ReturnType<UsersRepository['profile']>>>;

export function presentAdminUser(user: UserRow, profile: Profile | null, storage: Storage): AdminUser {
  return {
    _id: user.id,
    username: user.username ?? '',
    name: displayName(user),
    email: user.email ?? '',
    avatar: mediaUrl(storage, user.avatarKey),
    role: user.role,
    isPerformer: user.role === 'performer',
    status: user.status,
    verifiedEmail: user.verifiedEmail,
    suspendedUntil: user.suspendedUntil?.toISOString() ?? null,
    verifiedDocument: profile ? profile.verifiedDocument : null,
    isFeatured: profile ? profile.isFeatured : null,
    commission: profile?.commission == null ? null : Number(profile.commission),
    createdAt: user.createdAt.toISOString(),
  };
}

const accountView = (u: UserRow) => ({
  status: u.status,
  verifiedEmail: u.verifiedEmail,
  role: u.role,
  suspendedUntil: u.suspendedUntil?.toISOString() ?? null,
});

export interface AccountChange {
  status?: 'active' | 'inactive';
  verifiedEmail?: boolean;
  role?: 'user' | StaffRole;
  suspendDays?: number;
  reason?: string;
}

/**
 * Accounts in the back-office: search, detail (documents through signed links, each view logged),
 * status and suspension (sessions end at once; a timed suspension lifts itself), staff roles.
 */
export function createAdminUsersService(deps: {
  users: UsersRepository;
  sessions: SessionsService;
  files: FilesService;
  storage: Storage;
  audit: AuditService;
  jobs: JobQueue;
}) {
  const { users, sessions, files, storage, audit, jobs } = deps;

  async function update(actor: AuditActor, id: string, change: AccountChange, action = 'user.update') {
    const user = await users.findById(id);
    if (!user) throw notFound();
    if (actor.id === id && (change.role || change.status)) throw forbidden(ADMIN_MESSAGES.ownRole);
    if (change.role && user.role === 'performer') throw unprocessable(ADMIN_MESSAGES.creatorNotStaff);
    const suspending = change.status === 'inactive';
    const suspendedUntil = suspending && change.suspendDays ? new Date(Date.now() + change.suspendDays * DAY_MS) : null;
    const values = {
      ...(change.status && { status: change.status, suspendedUntil }),
      ...(change.verifiedEmail !== undefined && { verifiedEmail: change.verifiedEmail }),
      ...(change.role && { role: change.role }),
    };
    const updated = await users.update(id, values);
    // A deactivated account's sessions stop at once (sessions resolve only active accounts; this
    // also ends them for good, so lifting a suspension does not revive old sign-ins).
    if (suspending) await sessions.revokeAll(id);
    if (suspendedUntil)
      await jobs.enqueue(UNSUSPEND_QUEUE, { userId: id }, { runAt: suspendedUntil, singletonKey: `unsuspend:${id}` });
    await audit.record(actor, {
      action,
      targetType: 'user',
      targetId: id,
      reason: change.reason ?? '',
      ...changes(accountView(user), accountView({ ...user, ...values } as UserRow)),
    });
    return updated ?? user;
  }

  jobs.register(UNSUSPEND_QUEUE, async (payload) => {
    const user = await users.findById(String(payload.userId));
    if (!user || user.status !== 'inactive' || !user.suspendedUntil || user.suspendedUntil > new Date()) return;
    await users.update(user.id, { status: 'active', suspendedUntil: null });
    await audit.record(systemActor, {
      action: 'user.unsuspend',
      targetType: 'user',
      targetId: user.id,
      reason: 'suspension ended',
      before: { status: 'inactive' },
      after: { status: 'active' },
    });
  });

  return {
    async search(filters: Parameters<UsersRepository['search']>[0], page: Parameters<UsersRepository['search']>[1]) {
      const { rows, total } = await users.search(filters, page);
      return { data: rows.map((r) => presentAdminUser(r.user, r.profile, storage)), total };
    },

    async detail(actor: AuditActor, id: string) {
      const user = await users.findById(id);
      if (!user) throw notFound();
      const profile = user.role === 'performer' ? await users.profile(id) : null;
      const documents = [];
      for (const kind of ['idVerification', 'documentVerification'] as const) {
        const fileId = profile?.[`${kind}Id`];
        const file = fileId ? await files.get(fileId) : null;
        if (!file) continue;
        documents.push({ kind, url: await files.signedUrl(file.id, actor.id ?? ''), mimeType: file.mimeType });
      }
      // Identity documents are personal data: every look at them is in the audit log.
      if (documents.length) await audit.record(actor, { action: 'documents.view', targetType: 'user', targetId: id });
      const history = await audit.search({
        targetType: 'user',
        targetId: id,
        limit: 20,
        offset: 0,
        sort: 'desc',
        sortBy: 'createdAt',
      });
      return {
        user: presentAdminUser(user, profile, storage),
        documents,
        actions: history.data,
      };
    },

    update,
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
