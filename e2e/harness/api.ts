import { jpegWithGps, lastMailTo, linkIn } from '@fanlane/api/testing';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Stack, TestApi } from './stack.js';

/** One call to the test API over HTTP, as a browser would make it; answers status and data. */
export async function callApi<T = unknown>(
  api: TestApi,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; data: T; body: unknown }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = options.token;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : null;
  const data = (body && typeof body === 'object' && 'data' in body ? (body as { data: T }).data : null) as T;
  return { status: response.status, data, body };
}

/** The link of the newest mail to `to` whose subject contains `subject`, waiting for it to arrive. */
export async function linkFromMail(api: TestApi, to: string, subject: string, prefix: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mail = await lastMailTo(api.services, to, subject);
    if (mail) return linkIn(mail.text, prefix);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no "${subject}" mail to ${to}`);
}

/** A small JPEG for document and avatar uploads. */
export async function photo(name: string) {
  return { name, mimeType: 'image/jpeg', buffer: await jpegWithGps(96, 64) };
}

/** Picks an option of a Mantine Select by the select's label. */
export async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: labelled(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens a page and waits until React has hydrated it, so typing is not lost to hydration. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** An accessible name matcher for a label; a required field's label ends with an asterisk. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

/** A text field by its label. */
export const field = (page: Page, label: string) => page.getByRole('textbox', { name: labelled(label) });

/** Signs in through the sign-in form. */
export async function signInWithForm(page: Page, username: string, password: string) {
  await open(page, '/auth/login');
  await field(page, 'Username or email').fill(username);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export const pathname = (page: Page) => new URL(page.url()).pathname;

/** A multipart upload straight to the API, as another client would make it. */
export async function uploadTo<T>(
  stack: Stack,
  token: string,
  path: string,
  fields: Record<string, string>,
  files: Record<string, { name: string; mimeType: string; buffer: Buffer }>,
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files))
    form.append(name, new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  const response = await fetch(`${stack.api.url}${path}`, {
    method: 'POST',
    headers: { Authorization: token },
    body: form,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Polls until `check` passes (background media jobs finish on their own time). */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Waits until an open Mantine dialog has finished its entrance transition. */
export const settled = (page: Page) =>
  page.waitForFunction(() =>
    Array.from(document.querySelectorAll('.mantine-Modal-content')).every((el) => getComputedStyle(el).opacity === '1'),
  );

/** "Jun 1, 2031", as the pages write dates. */
export const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** When the fan's (first) subscription's access ends, as the pages write it. */
export async function accessUntil(api: TestApi, token: string): Promise<string> {
  const found = await callApi<{ data: { expiredAt: string }[] }>(api, 'GET', '/subscriptions/user/search', { token });
  return shortDate(found.data.data[0]!.expiredAt);
}
