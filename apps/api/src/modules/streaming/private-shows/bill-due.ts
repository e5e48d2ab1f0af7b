import { PRIVATE_SHOW_WARNING_SECONDS, privateShowEvents } from '@fanlane/shared';
import type { Ledger } from '../../ledger/ledger.service.js';
import { ledgerAccount } from '../../ledger/ledger.service.js';
import { chargeMinute, MINUTE_MS, type ChargeMinuteDeps } from './charge-minute.js';
import type { PrivateShows } from './private-shows.service.js';

/**
 * The private shows' clock: charges every minute that has come due (at its start), warns both
 * sides PRIVATE_SHOW_WARNING_SECONDS before a minute the fan's wallet cannot pay (once per minute),
 * and ends a show whose minute could not be paid. Every API process may run it: a minute is charged
 * once (charge-minute.ts) and a warning sent once (`warned_minute`). `now` is injectable (tests).
 */
export function createPrivateShowClock(
  deps: ChargeMinuteDeps & { ledger: Ledger; shows: PrivateShows; now?: () => number },
) {
  const now = () => (deps.now ?? Date.now)();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function billDue(at: number) {
    const due = await deps.repo.requests.dueBefore(new Date(at + PRIVATE_SHOW_WARNING_SECONDS * 1000));
    for (const row of due) {
      if (!row.nextChargeAt || !row.startedAt) continue;
      const minute = row.minutesCharged + 1;
      if (row.nextChargeAt.getTime() <= at) {
        // Every minute that came due, in turn (a process that was away catches up).
        const outcome = await chargeMinute(deps, row, minute);
        if (outcome === 'insufficient') await deps.shows.end(row, 'balance');
        else if (outcome === 'charged') {
          await deps.shows.announceById(row.id);
          const next = await deps.repo.requests.byId(row.id);
          if (next && next.startedAt && next.startedAt.getTime() + next.minutesCharged * MINUTE_MS <= at)
            due.push(next);
        }
        continue;
      }
      const balance = await deps.ledger.balance(ledgerAccount.wallet(row.userId).id);
      if (balance < row.priceMinor && (await deps.repo.requests.claimWarning(row.id, minute))) {
        const secondsLeft = Math.max(0, Math.ceil((row.nextChargeAt.getTime() - at) / 1000));
        for (const to of [row.userId, row.performerId])
          deps.realtime.emitToUser(to, privateShowEvents.lowBalance, { requestId: row.id, secondsLeft });
      }
    }
  }

  return {
    /** One pass, as of `at` (now; tests pass another time). */
    billDue: (at = now()) => (running ??= billDue(at).finally(() => (running = null))),

    start(everyMs = 1000) {
      timer ??= setInterval(() => void this.billDue().catch(() => undefined), everyMs).unref();
    },

    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
export type PrivateShowClock = ReturnType<typeof createPrivateShowClock>;
