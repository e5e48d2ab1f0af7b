import { ASSET_MESSAGES } from '@fanlane/shared';
import { describe, expect, it } from 'vitest';
import { video } from '@/features/assets/testing';
import { EMPTY_VIDEO, VIDEO_FORM_MESSAGES, toVideoFields, videoFormValues } from './video-form';
import { pendingFiles } from './processing';

describe('video form', () => {
  it('turns the form into multipart text parts: booleans as text, tags repeated, the price only for sale', () => {
    const result = toVideoFields(
      { ...EMPTY_VIDEO, title: ' Behind the scenes ', tags: ['bts', ' studio ', ''], isSale: true, price: 9 },
      { editing: false, hasVideoFile: true },
    );
    expect(result).toEqual({
      ok: true,
      fields: {
        title: 'Behind the scenes',
        description: '',
        status: 'active',
        isSale: 'true',
        price: '9',
        isSchedule: 'false',
        scheduledAt: undefined,
        tags: ['bts', 'studio'],
      },
    });
    const free = toVideoFields({ ...EMPTY_VIDEO, title: 'x' }, { editing: false, hasVideoFile: true });
    expect(free.ok && free.fields.price).toBeUndefined();
  });

  it('needs the video file for a new video, a title, a price for sale and a schedule time', () => {
    expect(
      toVideoFields({ ...EMPTY_VIDEO, isSale: true, isSchedule: true }, { editing: false, hasVideoFile: false }),
    ).toEqual({
      ok: false,
      errors: {
        video: VIDEO_FORM_MESSAGES.videoNeeded,
        scheduledAt: VIDEO_FORM_MESSAGES.scheduleNeeded,
        title: 'Give the video a title',
        price: ASSET_MESSAGES.priceNeeded,
      },
    });
  });

  it('lets an edit go without a new file, but still checks the price', () => {
    expect(toVideoFields({ ...EMPTY_VIDEO, title: 'x' }, { editing: true, hasVideoFile: false }).ok).toBe(true);
    expect(
      toVideoFields({ ...EMPTY_VIDEO, title: 'x', isSale: true, price: 0 }, { editing: true, hasVideoFile: false }),
    ).toEqual({ ok: false, errors: { price: ASSET_MESSAGES.priceNeeded } });
  });

  it('fills the form from a video (a failed file keeps the status it had)', () => {
    expect(videoFormValues(video({ status: 'file-error', tags: ['a'], isSale: true, price: 3 }))).toMatchObject({
      status: 'active',
      tags: ['a'],
      price: 3,
    });
  });
});

describe('processing', () => {
  it('lists the files still being processed: the video and its teaser', () => {
    expect(
      pendingFiles([
        video({ _id: 'v1', fileId: 'f1', processing: true }),
        video({ _id: 'v2', fileId: 'f2', teaserId: 't2', teaserProcessing: true }),
        video({ _id: 'v3', fileId: 'f3' }),
      ]),
    ).toEqual([
      { videoId: 'v1', fileId: 'f1' },
      { videoId: 'v2', fileId: 't2' },
    ]);
  });
});
