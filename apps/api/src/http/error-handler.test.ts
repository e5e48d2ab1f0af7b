import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, MESSAGES, MONEY_MESSAGES } from '@fanlane/shared';
import { registerErrorHandling } from './error-handler.js';
import { AppError, badRequest, forbidden, notFound, unprocessable, withFlags } from './errors.js';
import { tooManyRequests } from './rate-limit.js';

const app = Fastify();
const errors: Record<string, () => Error> = {
  insufficient: () => unprocessable(MONEY_MESSAGES.insufficientBalance, 'INSUFFICIENT_BALANCE'),
  stock: () => badRequest(MONEY_MESSAGES.notEnoughStock, 'NOT_ENOUGH_STOCK'),
  subscribe: () => forbidden("Please subscribe to join creator's live", 'SUBSCRIPTION_REQUIRED'),
  flagged: () => withFlags(unprocessable('Enter the code', 'TWO_FACTOR_REQUIRED'), { twoFactorRequired: true }),
  list: () => new AppError('VALIDATION', 'a: bad; b: worse', ['a: bad', 'b: worse']),
  limited: () => tooManyRequests(1500),
  plain: () => unprocessable('A rule without a code'),
  missing: () => notFound(),
  crash: () => new Error('secret cause'),
};
beforeAll(async () => {
  registerErrorHandling(app);
  for (const [name, make] of Object.entries(errors)) {
    app.get(`/${name}`, async () => {
      throw make();
    });
  }
  await app.ready();
});
afterAll(async () => app.close());

const get = async (name: string) => {
  const res = await app.inject({ url: `/${name}` });
  const body = res.json();
  // Every body, with a code or without, is contract.md 1.5's shape.
  expect(errorBodySchema.safeParse(body).success, JSON.stringify(body)).toBe(true);
  return { status: res.statusCode, body };
};

describe('the error body carries the domain code next to the spec’s keys', () => {
  it('sends the code a refusal was raised with, the message and labels unchanged', async () => {
    expect(await get('insufficient')).toEqual({
      status: 422,
      body: {
        statusCode: 422,
        message: MONEY_MESSAGES.insufficientBalance,
        error: 'Unprocessable Entity',
        code: 'INSUFFICIENT_BALANCE',
      },
    });
    expect((await get('stock')).body).toEqual({
      statusCode: 400,
      message: 'Not Enough Stock!',
      error: 'Bad Request',
      code: 'NOT_ENOUGH_STOCK',
    });
    expect((await get('subscribe')).body).toMatchObject({ statusCode: 403, code: 'SUBSCRIPTION_REQUIRED' });
  });

  it('keeps the code with the page flags, a list as VALIDATION, a 429 as TOO_MANY_REQUESTS', async () => {
    expect((await get('flagged')).body).toEqual({
      statusCode: 422,
      message: 'Enter the code',
      error: 'Unprocessable Entity',
      code: 'TWO_FACTOR_REQUIRED',
      twoFactorRequired: true,
    });
    expect((await get('list')).body).toEqual({
      statusCode: 400,
      message: ['a: bad', 'b: worse'],
      error: 'Bad Request',
      code: 'VALIDATION',
    });
    const limited = await app.inject({ url: '/limited' });
    expect(limited.headers['retry-after']).toBe('2');
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
  });

  it('adds no code where none was given', async () => {
    expect((await get('plain')).body).toEqual({
      statusCode: 422,
      message: 'A rule without a code',
      error: 'Unprocessable Entity',
    });
    expect((await get('missing')).body).toEqual({
      statusCode: 404,
      message: MESSAGES.entityNotFound,
      error: 'ENTITY_NOT_FOUND',
    });
    expect((await get('crash')).body).toEqual({
      statusCode: 500,
      message: MESSAGES.internal,
      error: 'Internal Server Error',
    });
  });
});
