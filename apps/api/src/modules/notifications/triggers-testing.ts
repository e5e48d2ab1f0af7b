import { expect } from 'vitest';
import type { Notification, NotificationType } from '@fanlane/shared';
import type { TestApp } from '../../test/index.js';

/** The notifications of `type` an account sees in its bell, once every queued notification was written. */
export async function toldOf(t: TestApp, token: string, type: NotificationType): Promise<Notification[]> {
  // A job may tell someone (a queued event) and an event becomes a job: settle both until neither has work.
  do {
    await t.services.notifier.flushed();
  } while ((await t.services.jobs.drain()) > 0);
  const res = await t.inject('GET', `/notifications?type=${type}&limit=50`, token);
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} from GET /notifications: ${res.body}`);
  return (res.json() as { data: { data: Notification[] } }).data.data;
}

/** The one notification of `type` an account was told (the test fails unless there is exactly one). */
export async function toldOnce(t: TestApp, token: string, type: NotificationType): Promise<Notification> {
  const told = await toldOf(t, token, type);
  expect(told).toHaveLength(1);
  return told[0]!;
}
