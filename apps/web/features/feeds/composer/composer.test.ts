import { FEED_MESSAGES } from '@fanlane/shared';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonBody, ok } from '@/lib/testing/fake-api';
import { feed, fileView, poll } from '../testing';
import {
  COMPOSER_MESSAGES,
  EMPTY_COMPOSER,
  composerResolver,
  isoFromLocal,
  localDateTime,
  nestErrors,
  ruleFor,
  ruleHint,
  samePoll,
  uploadsFromFeed,
  validateComposer,
  valuesFromFeed,
  type ComposerValues,
} from './composer-form';
import { savePost } from './save-post';
import {
  PROCESSING_FAILED,
  initialUploadsState,
  processingIds,
  uploadActions,
  uploadsSlice,
  type UploadItem,
  type UploadsState,
} from './uploads.slice';

const NOW = Date.parse('2026-03-10T12:00:00Z');

function item(overrides: Partial<UploadItem> = {}): UploadItem {
  return {
    key: 'k1',
    slot: 'media',
    kind: 'photo',
    name: 'a.jpg',
    size: 10,
    mimeType: 'image/jpeg',
    progress: 100,
    phase: 'ready',
    fileId: 'f1',
    localUrl: null,
    thumbnailUrl: null,
    error: null,
    ...overrides,
  };
}

const values = (overrides: Partial<ComposerValues> = {}): ComposerValues => ({
  ...EMPTY_COMPOSER,
  text: 'Hello',
  ...overrides,
});

const errorsOf = (v: ComposerValues, uploads: UploadItem[] = [], extra = {}) => {
  const result = validateComposer(v, { uploads, now: NOW, ...extra });
  return result.ok ? {} : result.errors;
};

describe('uploads reducer', () => {
  const run = (...actions: Parameters<typeof uploadsSlice.reducer>[1][]): UploadsState =>
    actions.reduce(uploadsSlice.reducer, initialUploadsState);

  it('uploading → progress → uploaded: a photo is ready, a video is processing until its status says finished', () => {
    const state = run(
      uploadActions.added([
        item({ key: 'p', phase: 'uploading', progress: 0, fileId: null }),
        item({ key: 'v', kind: 'video', phase: 'uploading', progress: 0, fileId: null }),
      ]),
      uploadActions.progressed({ key: 'p', progress: 40 }),
      uploadActions.progressed({ key: 'p', progress: 20 }),
    );
    expect(state.items[0]).toMatchObject({ progress: 40, phase: 'uploading' });
    const up = [
      uploadActions.uploaded({ key: 'p', file: fileView({ _id: 'fp' }) }),
      uploadActions.uploaded({
        key: 'v',
        file: fileView({ _id: 'fv', type: 'feed-video', mimeType: 'video/mp4', status: 'processing', thumbnails: [] }),
      }),
    ];
    const uploaded = up.reduce(uploadsSlice.reducer, state);
    expect(uploaded.items.map((i) => [i.key, i.phase, i.fileId])).toEqual([
      ['p', 'ready', 'fp'],
      ['v', 'processing', 'fv'],
    ]);
    expect(processingIds(uploaded.items)).toEqual(['fv']);
    const done = uploadsSlice.reducer(
      uploaded,
      uploadActions.statusChanged(fileView({ _id: 'fv', status: 'finished', thumbnails: ['http://t/v.jpg'] })),
    );
    expect(done.items[1]).toMatchObject({ phase: 'ready', thumbnailUrl: 'http://t/v.jpg' });
    const broken = uploadsSlice.reducer(
      uploaded,
      uploadActions.statusChanged(fileView({ _id: 'fv', status: 'error' })),
    );
    expect(broken.items[1]).toMatchObject({ phase: 'error', error: PROCESSING_FAILED });
  });

  it('a failed upload keeps its message; removing and reordering work within a kind', () => {
    const state = run(
      uploadActions.added([
        item({ key: 'a' }),
        item({ key: 't', slot: 'thumbnail', kind: 'thumbnail' }),
        item({ key: 'b' }),
      ]),
      uploadActions.failed({ key: 'b', error: 'Too big' }),
    );
    expect(state.items[2]).toMatchObject({ phase: 'error', error: 'Too big' });
    expect(uploadsSlice.reducer(state, uploadActions.restarted('b')).items[2]).toMatchObject({
      phase: 'uploading',
      progress: 0,
      fileId: null,
      error: null,
    });
    const moved = uploadsSlice.reducer(state, uploadActions.moved({ key: 'b', by: -1 }));
    expect(moved.items.map((i) => i.key)).toEqual(['b', 't', 'a']);
    expect(uploadsSlice.reducer(moved, uploadActions.moved({ key: 'b', by: -1 })).items.map((i) => i.key)).toEqual([
      'b',
      't',
      'a',
    ]);
    expect(uploadsSlice.reducer(moved, uploadActions.removed('t')).items.map((i) => i.key)).toEqual(['b', 'a']);
  });
});

describe('composer validation (shared feedInputSchema messages)', () => {
  it('a text post needs text; the shared message is used', () => {
    expect(errorsOf(values({ text: '  ' }))).toEqual({ text: 'Write something for this post' });
    expect(errorsOf(values({ text: 'x'.repeat(501) })).text).toMatch(/500/);
  });

  it('a photo post needs 1 to 12 ready photos', () => {
    expect(errorsOf(values({ type: 'photo' }))).toEqual({ 'root.media': FEED_MESSAGES.needsFiles });
    const many = Array.from({ length: 13 }, (_, i) => item({ key: `k${i}`, fileId: `f${i}` }));
    expect(errorsOf(values({ type: 'photo' }), many)['root.media']).toBe(FEED_MESSAGES.tooManyPhotos);
    expect(errorsOf(values({ type: 'photo' }), [item({ phase: 'uploading' })])['root.media']).toBe(
      COMPOSER_MESSAGES.uploading,
    );
    expect(errorsOf(values({ type: 'photo' }), [item({ phase: 'error' })])['root.media']).toBe(
      COMPOSER_MESSAGES.failedUploads,
    );
  });

  it('a video post holds exactly one video; photos of another type are not counted', () => {
    const video = (key: string) => item({ key, kind: 'video', fileId: key });
    expect(errorsOf(values({ type: 'video' }), [item()])['root.media']).toBe(FEED_MESSAGES.needsFiles);
    expect(errorsOf(values({ type: 'video' }), [video('a'), video('b')])['root.media']).toBe(
      FEED_MESSAGES.oneMediaFile,
    );
    expect(errorsOf(values({ type: 'video' }), [video('a'), item({ key: 'p' })])).toEqual({});
  });

  it('pay-per-view needs a price above zero', () => {
    expect(errorsOf(values({ isSale: true, price: '' }))).toEqual({ price: FEED_MESSAGES.priceNeeded });
    expect(errorsOf(values({ isSale: true, price: 5 }))).toEqual({});
  });

  it('a poll needs a question and two written options, closing in the future', () => {
    const errors = errorsOf(
      values({
        pollEnabled: true,
        pollOptions: [{ value: 'Yes' }, { value: ' ' }],
        pollExpiredAt: localDateTime('2026-03-01T00:00:00Z'),
      }),
    );
    expect(errors).toEqual({
      pollQuestion: COMPOSER_MESSAGES.pollQuestion,
      'pollOptions.1.value': 'Write the option',
      pollExpiredAt: COMPOSER_MESSAGES.pollClosesInPast,
    });
    expect(errorsOf(values({ pollEnabled: true, pollQuestion: 'Q', pollOptions: [{ value: 'Only' }] }))).toEqual({
      'pollOptions.root': FEED_MESSAGES.pollNeedsOptions,
    });
  });

  it('a schedule needs a future time, unless it is the one the post already had', () => {
    expect(errorsOf(values({ isSchedule: true }))).toEqual({ scheduleAt: COMPOSER_MESSAGES.scheduleNeeded });
    const past = localDateTime('2026-03-01T08:00:00Z');
    expect(errorsOf(values({ isSchedule: true, scheduleAt: past }))).toEqual({
      scheduleAt: FEED_MESSAGES.scheduleInPast,
    });
    expect(
      errorsOf(values({ isSchedule: true, scheduleAt: past }), [], { originalScheduleAt: '2026-03-01T08:00:00Z' }),
    ).toEqual({});
  });

  it('builds the body: trimmed text, the files of the type in order, thumbnail, teaser and the poll', () => {
    const result = validateComposer(
      values({
        type: 'video',
        text: '  New video  ',
        isSale: true,
        price: 9,
        isPinned: true,
        pollEnabled: true,
        pollQuestion: ' Next? ',
        pollOptions: [{ value: 'A' }, { value: 'B ' }],
        isSchedule: true,
        scheduleAt: localDateTime('2026-04-01T10:00:00Z'),
      }),
      {
        now: NOW,
        uploads: [
          item({ key: 'v', kind: 'video', fileId: 'fv', phase: 'processing' }),
          item({ key: 't', slot: 'thumbnail', kind: 'thumbnail', fileId: 'ft' }),
          item({ key: 's', slot: 'teaser', kind: 'teaser', fileId: 'fs' }),
        ],
      },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input).toMatchObject({
      type: 'video',
      text: 'New video',
      fileIds: ['fv'],
      thumbnailId: 'ft',
      teaserId: 'fs',
      isSale: true,
      price: 9,
      isPinned: true,
      isSchedule: true,
      scheduleAt: '2026-04-01T10:00:00.000Z',
      pollDescription: 'Next?',
    });
    expect(result.poll).toEqual({ question: 'Next?', options: ['A', 'B'], expiredAt: null });
  });

  it('the resolver nests errors the way react-hook-form reads them', async () => {
    expect(nestErrors({ 'pollOptions.1.value': 'x', 'root.media': 'y', text: 'z' })).toEqual({
      pollOptions: { 1: { value: { type: 'validation', message: 'x' } } },
      root: { media: { type: 'validation', message: 'y' } },
      text: { type: 'validation', message: 'z' },
    });
    const answer = await composerResolver(values({ text: '' }), { uploads: [] }, {
      fields: {},
      shouldUseNativeValidation: false,
    } as never);
    expect(answer.errors.text?.message).toBe('Write something for this post');
  });
});

describe('limits from the public settings', () => {
  it('checks each kind against its own limit', () => {
    const settings = { maxImageUploadMb: 5, maxVideoUploadMb: 100, maxAudioUploadMb: 20 };
    expect(ruleFor('photo', settings)).toMatchObject({ maxBytes: 5 * 1024 * 1024, accept: ['image/*'] });
    expect(ruleFor('teaser', settings)).toMatchObject({ maxBytes: 100 * 1024 * 1024, label: 'Teaser' });
    expect(ruleHint(ruleFor('audio', settings))).toEqual({ kind: 'audio', size: '20 MB' });
    expect(ruleHint(ruleFor('video', settings))).toEqual({ kind: 'video', size: '100 MB' });
  });
});

describe('editing', () => {
  const existing = feed({
    type: 'photo',
    text: 'Old',
    isSale: true,
    price: 4,
    files: [fileView({ _id: 'a' }), fileView({ _id: 'b', status: 'processing' })],
    thumbnail: fileView({ _id: 't', type: 'feed-thumbnail' }),
    pollDescription: 'Q?',
    polls: [poll({ _id: 'o1', description: 'Yes' }), poll({ _id: 'o2', description: 'No' })],
  });

  it('fills the form and the files from the post', () => {
    expect(valuesFromFeed(existing)).toMatchObject({
      type: 'photo',
      text: 'Old',
      isSale: true,
      price: 4,
      pollEnabled: true,
      pollQuestion: 'Q?',
      pollOptions: [{ value: 'Yes' }, { value: 'No' }],
    });
    expect(uploadsFromFeed(existing).map((u) => [u.slot, u.kind, u.fileId, u.phase])).toEqual([
      ['media', 'photo', 'a', 'ready'],
      ['media', 'photo', 'b', 'processing'],
      ['thumbnail', 'thumbnail', 't', 'ready'],
    ]);
  });

  it('keeps the poll when it did not change', () => {
    expect(samePoll({ question: 'Q?', options: ['Yes', 'No'], expiredAt: null }, existing)).toBe(true);
    expect(samePoll({ question: 'Q?', options: ['Yes', 'Maybe'], expiredAt: null }, existing)).toBe(false);
    expect(samePoll({ question: 'Q?', options: ['Yes', 'No'], expiredAt: '2026-05-01T00:00:00Z' }, existing)).toBe(
      false,
    );
  });

  it('round-trips datetime-local values', () => {
    const iso = '2026-04-01T10:30:00.000Z';
    expect(isoFromLocal(localDateTime(iso))).toBe(iso);
    expect(isoFromLocal('')).toBeNull();
    expect(localDateTime(null)).toBe('');
  });
});

describe('savePost (contract 3.6)', () => {
  it('creates each poll option first, then the post with their ids', async () => {
    const calls: string[] = [];
    let n = 0;
    const { api } = fakeApi({
      'POST /performer/feeds/polls': (init) => {
        calls.push(`poll ${JSON.stringify(jsonBody(init))}`);
        n += 1;
        return ok(poll({ _id: `o${n}` }));
      },
      'POST /performer/feeds': (init) => {
        calls.push(`feed ${JSON.stringify(jsonBody(init))}`);
        return ok(feed({ _id: 'new' }));
      },
    });
    const id = await savePost(api, {
      input: { type: 'text', text: 'Vote!' },
      poll: { question: 'Which?', options: ['A', 'B'], expiredAt: '2026-04-01T00:00:00.000Z' },
    });
    expect(id).toBe('new');
    expect(calls).toEqual([
      'poll {"description":"A","expiredAt":"2026-04-01T00:00:00.000Z"}',
      'poll {"description":"B","expiredAt":"2026-04-01T00:00:00.000Z"}',
      'feed {"type":"text","text":"Vote!","pollIds":["o1","o2"],"pollDescription":"Which?","pollExpiredAt":"2026-04-01T00:00:00.000Z"}',
    ]);
  });

  it('an edit PUTs the full body and keeps an unchanged poll', async () => {
    let body: Record<string, unknown> = {};
    const { api, fetchMock } = fakeApi({
      'PUT /performer/feeds/feed1': (init) => {
        body = jsonBody(init);
        return ok({ updated: true });
      },
    });
    const existing = feed({
      pollDescription: 'Q',
      polls: [poll({ _id: 'o1', description: 'A' }), poll({ _id: 'o2', description: 'B' })],
    });
    await savePost(api, {
      feed: existing,
      input: { type: 'text', text: 'Edited' },
      poll: { question: 'Q', options: ['A', 'B'], expiredAt: null },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(body).toMatchObject({ text: 'Edited', pollIds: ['o1', 'o2'], pollDescription: 'Q', pollExpiredAt: null });
  });
});
