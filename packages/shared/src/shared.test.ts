import { describe, expect, it } from 'vitest';
import { feedCardThumbnail } from './feed-constants.js';
import { feedInputSchema } from './feeds.js';
import { listQuerySchema, optionalBool } from './query.js';
import { fromMinor, toMinor } from './money.js';
import { SETTINGS, PUBLIC_SETTING_KEYS } from './settings-definitions.js';
import { errorBodySchema } from './envelope.js';
import { isDomainCode } from './errors.js';
import { DOMAIN_CODES } from './errors.js';

describe('listQuerySchema (contract 1.3)', () => {
  it('applies defaults and ignores unknown keys', () => {
    expect(listQuerySchema.parse({ current: '2', pageSize: '9' })).toEqual({
      limit: 10,
      offset: 0,
      sort: 'desc',
      sortBy: 'updatedAt',
    });
  });

  it('clamps limit to 200, treats 0 and empty as 10, negative offset as 0', () => {
    expect(listQuerySchema.parse({ limit: '500' }).limit).toBe(200);
    expect(listQuerySchema.parse({ limit: '0' }).limit).toBe(10);
    expect(listQuerySchema.parse({ limit: '' }).limit).toBe(10);
    expect(listQuerySchema.parse({ offset: '-4' }).offset).toBe(0);
    expect(listQuerySchema.parse({ offset: '30' }).offset).toBe(30);
  });

  it('reads anything but asc as desc, and empty filters as no filter', () => {
    expect(listQuerySchema.parse({ sort: 'asc' }).sort).toBe('asc');
    expect(listQuerySchema.parse({ sort: 'ASC' }).sort).toBe('desc');
    expect(listQuerySchema.parse({ q: '', fromDate: '' })).not.toHaveProperty('q', '');
    expect(listQuerySchema.parse({ q: 'luna' }).q).toBe('luna');
  });

  it('reads boolean strings', () => {
    expect(optionalBool.parse('true')).toBe(true);
    expect(optionalBool.parse('false')).toBe(false);
    expect(optionalBool.parse('')).toBeUndefined();
  });
});

describe('money', () => {
  it('converts decimals to integer minor units without float drift', () => {
    expect(toMinor(2.95)).toBe(295);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(fromMinor(295)).toBe(2.95);
  });
});

describe('settings definitions', () => {
  it('has the defaults of spec section 9', () => {
    expect(SETTINGS.minimumSubscriptionPrice.default).toBe(2.95);
    expect(SETTINGS.maximumTipPrice.default).toBe(10000);
    expect(SETTINGS.requireEmailVerification.default).toBe(false);
    expect(PUBLIC_SETTING_KEYS).not.toContain('performerCommission');
  });
});

describe('feeds', () => {
  const file = (type: string, thumb: string | null) => ({
    _id: type,
    type,
    name: '',
    mimeType: '',
    width: null,
    height: null,
    duration: null,
    size: 0,
    status: 'finished' as const,
    thumbnails: thumb ? [thumb] : [],
    preview: null,
    url: null,
    createdAt: '',
    updatedAt: '',
  });

  it('picks the card thumbnail in the order of spec section 3', () => {
    const photo = file('feed-photo', 'photo.webp');
    const video = file('feed-video', 'video.webp');
    const teaser = file('feed-teaser', 'teaser.webp');
    const thumbnail = { ...file('feed-thumbnail', 'small.webp'), url: 'thumb.webp' };
    expect(feedCardThumbnail({ thumbnail, teaser, files: [video, photo] })).toBe('thumb.webp');
    expect(feedCardThumbnail({ thumbnail: null, teaser, files: [video, photo] })).toBe('photo.webp');
    expect(feedCardThumbnail({ thumbnail: null, teaser, files: [video] })).toBe('teaser.webp');
    expect(feedCardThumbnail({ thumbnail: null, teaser: null, files: [video] })).toBe('video.webp');
    expect(feedCardThumbnail({ thumbnail: null, teaser: null, files: [] })).toBeNull();
  });

  it('validates posts: type, sale price, polls and scheduled streams', () => {
    expect(feedInputSchema.safeParse({ type: 'text', text: 'hi' }).success).toBe(true);
    const bad = feedInputSchema.safeParse({ type: 'story', text: 'hi' });
    expect(bad.error?.issues[0]?.message).toBe('Invalid feed type');
    expect(feedInputSchema.safeParse({ type: 'text', text: 'hi', isSale: true, price: 0 }).success).toBe(false);
    expect(feedInputSchema.safeParse({ type: 'text', text: 'hi', pollIds: ['a'] }).success).toBe(false);
    expect(feedInputSchema.safeParse({ type: 'scheduled-streaming', text: 'hi' }).success).toBe(false);
    expect(feedInputSchema.safeParse({ type: 'text', text: 'x'.repeat(501) }).success).toBe(false);
  });
});

describe('error body (contract 1.5) and its domain code', () => {
  it('keeps the spec’s keys and takes an optional known code next to them', () => {
    const body = { statusCode: 422, message: 'Not Enough Stock!', error: 'Bad Request', code: 'NOT_ENOUGH_STOCK' };
    expect(errorBodySchema.parse(body)).toEqual(body);
    expect(errorBodySchema.parse({ statusCode: 404, message: 'Cannot GET /x', error: 'Not Found' })).toEqual({
      statusCode: 404,
      message: 'Cannot GET /x',
      error: 'Not Found',
    });
    expect(errorBodySchema.safeParse({ statusCode: 400, message: ['a: b'], code: 'VALIDATION' }).success).toBe(true);
    expect(errorBodySchema.safeParse({ ...body, code: 'NOT_A_CODE' }).success).toBe(false);
    expect(errorBodySchema.safeParse({ ...body, code: 42 }).success).toBe(false);
    expect(new Set(DOMAIN_CODES).size).toBe(DOMAIN_CODES.length);
    expect(isDomainCode('ALREADY_BOUGHT')).toBe(true);
    expect(isDomainCode('already bought')).toBe(false);
    expect(isDomainCode(undefined)).toBe(false);
  });
});
