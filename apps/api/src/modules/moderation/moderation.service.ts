import {
  ADMIN_MESSAGES,
  MODERATED_TYPES,
  feedCardThumbnail,
  type AdminReport,
  type ModeratedType,
  type ReportResolve,
} from '@fanlane/shared';
import type { Mailer } from '../../adapters/mail.js';
import { escapeHtml } from '../../http/html.js';
import { notFound, unprocessable } from '../../http/errors.js';
import type { AuditActor } from '../audit/actor.js';
import type { AuditService } from '../audit/audit.service.js';
import type { FeedsService } from '../feeds/feeds.service.js';
import type { AdminUsersService } from '../admin/admin-users.service.js';
import type { ContentHiding } from '../admin/content-hiding.js';
import { displayName } from '../users/users.presenter.js';
import type { UserRow, UsersRepository } from '../users/users.repository.js';
import type { ReportRow, ReportsRepository } from './reports.repository.js';
import type { Notifier } from '../notifications/notifier.js';
import { tellReportOutcome } from './report-notices.js';

const person = (u: UserRow | undefined) =>
  u ? { _id: u.id, name: displayName(u), username: u.username ?? '', status: u.status } : null;

/** What the account is told, by mail, when a report about it is acted on. */
function outcomeMail(action: 'hide' | 'warn' | 'suspend', report: ReportRow, note: string, days?: number) {
  const what = {
    hide: 'A moderator hid your content after a report. It stays visible to you.',
    warn: 'A moderator reviewed a report about your account and is sending you a warning.',
    suspend: days
      ? `A moderator suspended your account for ${days} day${days === 1 ? '' : 's'} after a report.`
      : 'A moderator suspended your account after a report, until further notice.',
  }[action];
  const text = [what, `Report: ${report.title}`, note ? `Moderator's note: ${note}` : ''].filter(Boolean).join('\n\n');
  return {
    subject: action === 'suspend' ? 'Your account has been suspended' : 'A moderator reviewed your content',
    text,
    html: text
      .split('\n\n')
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join(''),
  };
}

/** The review queue's reports: listed with their context, decided with graded actions, all audited. */
export function createModerationService(deps: {
  reports: ReportsRepository;
  users: UsersRepository;
  feeds: FeedsService;
  adminUsers: AdminUsersService;
  contentHiding: ContentHiding;
  audit: AuditService;
  mailer: Mailer;
  /** Tells the reporter and the reported account of the decision (report_outcome). */
  notifier?: Notifier;
}) {
  const { reports, users, feeds, adminUsers, audit, mailer } = deps;

  async function present(rows: ReportRow[], actor: AuditActor): Promise<AdminReport[]> {
    const ids = new Set<string>();
    for (const r of rows) [r.sourceId, r.performerId, r.reviewerId].forEach((id) => id && ids.add(id));
    const people = new Map((await users.findByIds([...ids])).map((u) => [u.id, u]));
    return Promise.all(
      rows.map(async (r) => {
        const post =
          r.target === 'feed'
            ? await feeds.get(r.targetId, { id: actor.id, isAdmin: true, country: null }).catch(() => null)
            : null;
        const other =
          !post && (MODERATED_TYPES as readonly string[]).includes(r.target)
            ? await deps.contentHiding.one(r.target as ModeratedType, r.targetId).catch(() => null)
            : null;
        const history = await audit.search({
          targetType: 'user',
          targetId: r.performerId,
          limit: 5,
          offset: 0,
          sort: 'desc',
          sortBy: 'createdAt',
        });
        return {
          _id: r.id,
          title: r.title,
          description: r.description,
          target: r.target,
          targetId: r.targetId,
          performerId: r.performerId,
          status: r.status,
          resolution: r.resolution,
          note: r.note,
          reviewerName: r.reviewerId
            ? displayName(people.get(r.reviewerId) ?? { name: '', firstName: '', lastName: '', username: '' })
            : null,
          resolvedAt: r.resolvedAt?.toISOString() ?? null,
          createdAt: r.createdAt.toISOString(),
          reporter: person(people.get(r.sourceId)),
          reported: person(people.get(r.performerId)),
          preview: post
            ? { text: post.text ?? '', thumbnail: feedCardThumbnail(post), status: post.status }
            : other && { text: other.title, thumbnail: null, status: other.status },
          earlierActions: history.data.map((e) => ({ action: e.action, reason: e.reason, createdAt: e.createdAt })),
        };
      }),
    );
  }

  return {
    async search(
      actor: AuditActor,
      filters: { status?: ReportRow['status']; target?: string },
      page: { limit: number; offset: number; sort: 'asc' | 'desc'; sortBy: string },
    ) {
      const { rows, total } = await reports.search(filters, page);
      return { data: await present(rows, actor), total };
    },

    countPending: () => reports.countPending(),

    async resolve(actor: AuditActor, id: string, input: ReportResolve) {
      const report = await reports.byId(id);
      if (!report) throw notFound();
      if (report.status !== 'pending') throw unprocessable(ADMIN_MESSAGES.alreadyResolved);
      const hideable = (MODERATED_TYPES as readonly string[]).includes(report.target);
      if (input.action === 'hide' && !hideable) throw unprocessable(ADMIN_MESSAGES.notHideable);
      const decided = await reports.decide(id, {
        status: input.action === 'dismiss' ? 'dismissed' : 'resolved',
        resolution: input.action,
        note: input.note,
        reviewerId: actor.id,
      });
      if (!decided) throw unprocessable(ADMIN_MESSAGES.alreadyResolved);
      const reason = input.note || report.title;
      if (input.action === 'hide') {
        const target = report.target as ModeratedType;
        const change = await deps.contentHiding.setHidden(target, report.targetId, true);
        await audit.record(actor, {
          action: 'content.hide',
          targetType: target,
          targetId: report.targetId,
          before: { status: change.before },
          after: { status: change.after },
          reason,
        });
      }
      if (input.action === 'suspend')
        await adminUsers.update(
          actor,
          report.performerId,
          { status: 'inactive', suspendDays: input.days, reason },
          'user.suspend',
        );
      if (input.action === 'warn')
        await audit.record(actor, { action: 'user.warn', targetType: 'user', targetId: report.performerId, reason });
      await audit.record(actor, {
        action: `report.${input.action}`,
        targetType: 'report',
        targetId: id,
        before: { status: 'pending' },
        after: { status: input.action === 'dismiss' ? 'dismissed' : 'resolved', resolution: input.action },
        reason: input.note,
      });
      tellReportOutcome(deps.notifier, report, input);
      // Hide and warn are mailed as the owner's notification; a suspended account gets no such mail.
      if (input.action === 'suspend' || !deps.notifier) {
        const account = await users.findById(report.performerId);
        if (account?.email && input.action !== 'dismiss')
          await mailer.send({ to: account.email, ...outcomeMail(input.action, report, input.note, input.days) });
      }
      const [view] = await present([(await reports.byId(id))!], actor);
      return view!;
    },
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
