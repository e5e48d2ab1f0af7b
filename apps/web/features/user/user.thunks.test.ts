import { MESSAGES } from '@fanlane/shared';
import { describe, expect, it } from 'vitest';
import { md5 } from '@/lib/md5';
import { fail, ok, storeWith } from '@/lib/testing/fake-api';
import { recordedRoute } from '@/lib/testing/recorded-route';
import { userPatched } from './user.slice';
import { changePassword, updateProfile } from './user.thunks';

const fan = { _id: 'u1', name: 'Ada', username: 'ada', email: 'ada@example.com', isPerformer: false };

describe('updateProfile', () => {
  it('PUT /users for a fan: success replaces the user and drops an empty password', async () => {
    const put = recordedRoute(ok({ ...fan, name: 'Ada L.' }));
    const { store } = storeWith({ 'PUT /users': put.route }, { user: fan });
    const result = await store.dispatch(updateProfile('user', { name: 'Ada L.', password: '' }));
    expect(result.ok).toBe(true);
    expect(put.bodies).toEqual([{ name: 'Ada L.' }]);
    expect(store.getState().user).toMatchObject({ updating: false, updateSuccess: true, current: { name: 'Ada L.' } });
  });

  it('PUT /performers/me for a creator, hashing a new password when client hash is on', async () => {
    const put = recordedRoute(ok({ ...fan, isPerformer: true, monthlyPrice: 12 }));
    const { store } = storeWith(
      { 'PUT /performers/me': put.route },
      { user: { ...fan, isPerformer: true }, settings: { clientHash: true } },
    );
    await store.dispatch(updateProfile('performer', { monthlyPrice: 12, password: 'new-secret' }));
    expect(put.bodies).toEqual([{ monthlyPrice: 12, password: md5('new-secret') }]);
    expect(store.getState().user.current.monthlyPrice).toBe(12);
  });

  it('keeps the server message on failure, else "Error occurred, please try again later"', async () => {
    const { store } = storeWith({
      'PUT /performers/me': () => fail(422, 'Subscription prices must be between 2.95 and 300'),
    });
    const result = await store.dispatch(updateProfile('performer', { monthlyPrice: 1 }));
    expect(result.ok).toBe(false);
    expect(store.getState().user.updateError).toBe('Subscription prices must be between 2.95 and 300');

    const silent = storeWith({ 'PUT /users': () => ({ status: 500, body: {} }) });
    await silent.store.dispatch(updateProfile('user', {}));
    expect(silent.store.getState().user.updateError).toBe(MESSAGES.tryAgainLater);
  });
});

describe('changePassword', () => {
  it('sends the password (hashed with client hash on) and records the result', async () => {
    const put = recordedRoute(ok(true));
    const { store } = storeWith({ 'PUT /auth/users/me/password': put.route }, { settings: { clientHash: true } });
    expect(await store.dispatch(changePassword('long-enough', 'user'))).toEqual({ ok: true });
    expect(put.bodies).toEqual([{ password: md5('long-enough'), source: 'user' }]);
    expect(store.getState().user.updatedPassword).toBe(true);
  });

  it('records a failure', async () => {
    const { store } = storeWith({ 'PUT /auth/users/me/password': () => fail(400, ['password: too short']) });
    const result = await store.dispatch(changePassword('x', 'performer'));
    expect(result.ok).toBe(false);
    expect(store.getState().user.updatedPassword).toBe(false);
  });
});

describe('userPatched', () => {
  it('merges part of the account, keeping the placeholder avatar rule', () => {
    const { store } = storeWith({}, { user: fan });
    store.dispatch(userPatched({ avatar: 'http://cdn/a.png', cover: 'http://cdn/c.png' }));
    expect(store.getState().user.current).toMatchObject({
      name: 'Ada',
      avatar: 'http://cdn/a.png',
      cover: 'http://cdn/c.png',
    });
    store.dispatch(userPatched({ avatar: '' }));
    expect(store.getState().user.current.avatar).toBe('/avatar-placeholder.svg');
  });
});
