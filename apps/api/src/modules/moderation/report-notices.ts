import type { ReportResolve } from '@fanlane/shared';
import { contentLink } from '../notifications/links.js';
import type { Notifier } from '../notifications/notifier.js';
import type { ReportRow } from './reports.repository.js';

/** How each decision reads after "A report about … was" (NOTIFICATION_TYPES.report_outcome). */
const FOR_OWNER = {
  hide: 'upheld: it is hidden from fans (you still see it)',
  warn: 'upheld: a moderator is sending you a warning',
  suspend: 'upheld: your account is suspended',
} as const;
const FOR_REPORTER = {
  dismiss: 'reviewed: no rule was broken',
  hide: 'upheld: it is hidden',
  warn: 'upheld: the account was warned',
  suspend: 'upheld: the account was suspended',
} as const;

/**
 * `report_outcome` once a report is decided (docs/notifications.md): the reporter hears every
 * decision (without the moderator's note), the reported account hears one taken against it (with the
 * note; the type is mailed by default, so this is its mail). A suspended account cannot receive the
 * site's notification mails: the moderation service mails it itself.
 */
export function tellReportOutcome(notifier: Notifier | undefined, report: ReportRow, input: ReportResolve) {
  if (!notifier) return;
  const base = { objectType: report.target, objectId: report.targetId, actorId: null };
  const link = report.target === 'feed' ? contentLink('feed', report.targetId) : '';
  void notifier.notify({
    ...base,
    type: 'report_outcome',
    userId: report.sourceId,
    link,
    data: { reporter: true, outcome: FOR_REPORTER[input.action], action: input.action },
    key: `report_outcome:${report.id}:reporter`,
  });
  if (input.action === 'dismiss') return;
  void notifier.notify({
    ...base,
    type: 'report_outcome',
    userId: report.performerId,
    link: report.target === 'feed' ? `/creator/posts` : '',
    data: { outcome: FOR_OWNER[input.action], action: input.action, note: input.note },
    key: `report_outcome:${report.id}:owner`,
  });
}
