import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from './fake-api';
import { recordedRoute } from './recorded-route';

describe('recordedRoute', () => {
  it('answers every call the same and keeps what each one sent, oldest first', async () => {
    const post = recordedRoute(ok({ saved: true }));
    const { api } = fakeApi({ 'POST /things': post.route });
    expect(await api.post('/things', { n: 1 })).toEqual({ saved: true });
    await api.post('/things', { n: 2 });
    expect(post.bodies).toEqual([{ n: 1 }, { n: 2 }]);
  });
});
