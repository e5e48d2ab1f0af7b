import { ASSET_MESSAGES } from '@fanlane/shared';
import { describe, expect, it } from 'vitest';
import { actionRunner } from '@/lib/testing/run-actions';
import { gallery, photo } from '@/features/assets/testing';
import { EMPTY_GALLERY, SCHEDULE_NEEDED, galleryFormValues, toGalleryInput } from './gallery-form';
import { inGalleryOrder, reorder } from './photo-order';
import { initialPhotoQueue, nextToStart, photoQueueActions as q, photoQueueSlice, queueSummary } from './photo-queue';

const run = actionRunner(photoQueueSlice.reducer, initialPhotoQueue);

const files = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ key: `k${i + 1}`, name: `p${i + 1}.png`, size: 100 }));

describe('photo upload queue', () => {
  it('starts two at a time, oldest first, and the next one when a place frees up', () => {
    let state = run(q.added(files(5)));
    expect(nextToStart(state.items)).toEqual(['k1', 'k2']);
    state = [q.started('k1'), q.started('k2')].reduce(photoQueueSlice.reducer, state);
    expect(nextToStart(state.items)).toEqual([]);
    state = photoQueueSlice.reducer(state, q.finished('k1'));
    expect(nextToStart(state.items)).toEqual(['k3']);
    state = photoQueueSlice.reducer(state, q.failed({ key: 'k2', error: 'Invalid image!' }));
    expect(nextToStart(state.items)).toEqual(['k3', 'k4']);
  });

  it('keeps progress moving forward and only while uploading', () => {
    const state = run(
      q.added(files(2)),
      q.started('k1'),
      q.progressed({ key: 'k1', progress: 60 }),
      q.progressed({ key: 'k1', progress: 40 }),
      q.progressed({ key: 'k2', progress: 50 }),
    );
    expect(state.items.map((i) => [i.phase, i.progress])).toEqual([
      ['uploading', 60],
      ['queued', 0],
    ]);
  });

  it('retries a failed photo from the queue, removes and clears finished ones', () => {
    let state = run(q.added(files(3)), q.started('k1'), q.failed({ key: 'k1', error: 'x' }), q.started('k2'));
    state = photoQueueSlice.reducer(state, q.retried('k1'));
    expect(state.items[0]).toMatchObject({ phase: 'queued', error: null, progress: 0 });
    state = [q.finished('k2'), q.removed('k3')].reduce(photoQueueSlice.reducer, state);
    expect(state.items.map((i) => i.key)).toEqual(['k1', 'k2']);
    state = photoQueueSlice.reducer(state, q.clearedDone());
    expect(state.items.map((i) => i.key)).toEqual(['k1']);
  });

  it('sums the batch up', () => {
    const state = run(q.added(files(4)), q.started('k1'), q.progressed({ key: 'k1', progress: 50 }), q.finished('k2'));
    expect(queueSummary(state.items)).toEqual({ done: 1, total: 4, percent: 38 });
    expect(queueSummary([])).toEqual({ done: 0, total: 0, percent: 0 });
  });
});

describe('photo order', () => {
  const photos = [photo({ _id: 'c', position: 3 }), photo({ _id: 'a', position: 0 }), photo({ _id: 'b', position: 2 })];

  it('sorts by position', () => {
    expect(inGalleryOrder(photos).map((p) => p._id)).toEqual(['a', 'b', 'c']);
  });

  it("moves a photo one place with the neighbour's position (gaps left by deletions included)", () => {
    const later = reorder(photos, 'a', { by: 1 })!;
    expect(later.photos.map((p) => p._id)).toEqual(['b', 'a', 'c']);
    expect(later.position).toBe(2);
    const earlier = reorder(photos, 'c', { by: -1 })!;
    expect(earlier.photos.map((p) => p._id)).toEqual(['a', 'c', 'b']);
    expect(earlier.position).toBe(2);
    expect(reorder(photos, 'a', { by: -1 })).toBeNull();
    expect(reorder(photos, 'c', { by: 1 })).toBeNull();
    expect(reorder(photos, 'zz', { by: 1 })).toBeNull();
  });

  it('drops a photo where another is', () => {
    const down = reorder(photos, 'a', { onto: 'c' })!;
    expect(down.photos.map((p) => p._id)).toEqual(['b', 'c', 'a']);
    expect(down.position).toBe(3);
    const up = reorder(photos, 'c', { onto: 'a' })!;
    expect(up.photos.map((p) => p._id)).toEqual(['c', 'a', 'b']);
    expect(up.position).toBe(0);
    expect(reorder(photos, 'a', { onto: 'a' })).toBeNull();
  });
});

describe('gallery form', () => {
  it('builds the body the shared schema accepts', () => {
    const result = toGalleryInput({ ...EMPTY_GALLERY, title: '  Lisbon ', isSale: true, price: '7.5' });
    expect(result).toEqual({
      ok: true,
      input: expect.objectContaining({ title: 'Lisbon', isSale: true, price: 7.5, status: 'active' }),
    });
  });

  it('names what is missing: a title, a price for sale, a schedule time', () => {
    const result = toGalleryInput({ ...EMPTY_GALLERY, isSale: true, price: '', isSchedule: true });
    expect(result).toEqual({
      ok: false,
      errors: { title: 'Give the gallery a title', price: ASSET_MESSAGES.priceNeeded, scheduledAt: SCHEDULE_NEEDED },
    });
  });

  it('sends the schedule as an ISO instant, and fills the form from a gallery', () => {
    const result = toGalleryInput({
      ...EMPTY_GALLERY,
      title: 'Soon',
      isSchedule: true,
      scheduledAt: '2030-05-01T10:00',
    });
    expect(result.ok && result.input.scheduledAt).toBe(new Date('2030-05-01T10:00').toISOString());
    const values = galleryFormValues(gallery({ isSale: true, price: 4, status: 'inactive' }));
    expect(values).toMatchObject({ title: 'Summer', isSale: true, price: 4, status: 'inactive', isSchedule: false });
  });
});
