import { describe, expect, it } from 'vitest';
import { loggedOut, loginFailed, loginRequested, loginSucceeded } from '@/features/auth/auth.slice';
import { followed, followedIdsLoaded, unfollowed } from '@/features/follow/follow.slice';
import { settingsLoaded } from '@/features/settings/settings.slice';
import { defaultPublicSettings } from '@/features/settings/settings.defaults';
import {
  DEFAULT_AVATAR,
  balanceIncreased,
  passwordUpdated,
  updateFailed,
  updateRequested,
  updateSucceeded,
  userLoaded,
} from '@/features/user/user.slice';
import type { ApiClient } from '@/lib/api/client';
import { makeStore } from './store';

const unusedApi = new Proxy({} as ApiClient, {
  get: () => {
    throw new Error('no API calls expected');
  },
});
const noSession = { setToken: () => undefined, clearToken: () => undefined };
const newStore = (seed = {}) => makeStore({ api: unusedApi, session: noSession }, seed);

const fan = { _id: 'u1', name: 'Ada', username: 'ada', email: 'ada@example.com', isPerformer: false };

describe('auth and user (spec section 4: login)', () => {
  it('starts signed out with an idle login and the placeholder avatar', () => {
    const state = newStore().getState();
    expect(state.auth).toEqual({
      loggedIn: false,
      login: { requesting: false, error: null, data: null, success: false },
    });
    expect(state.user.current.avatar).toBe(DEFAULT_AVATAR);
  });

  it('requesting, then success: loggedIn and the user loaded', () => {
    const store = newStore();
    store.dispatch(loginRequested());
    expect(store.getState().auth.login).toEqual({ requesting: true, error: null, data: null, success: false });
    expect(store.getState().auth.loggedIn).toBe(false);

    store.dispatch(loginSucceeded({ token: 'tok', user: fan }));
    const state = store.getState();
    expect(state.auth.loggedIn).toBe(true);
    expect(state.auth.login).toEqual({ requesting: false, error: null, data: { token: 'tok' }, success: true });
    expect(state.user.current).toMatchObject({ ...fan, avatar: DEFAULT_AVATAR });
  });

  it('requesting, then failure: the error is kept and loggedIn stays false', () => {
    const store = newStore();
    store.dispatch(loginRequested());
    store.dispatch(loginFailed('Incorrect credentials!'));
    expect(store.getState().auth).toEqual({
      loggedIn: false,
      login: { requesting: false, error: 'Incorrect credentials!', data: null, success: false },
    });
    expect(store.getState().user.current._id).toBe('');
  });

  it('a new request clears the previous error', () => {
    const store = newStore();
    store.dispatch(loginFailed('nope'));
    store.dispatch(loginRequested());
    expect(store.getState().auth.login.error).toBeNull();
  });

  it('logout resets auth, user and follows', () => {
    const store = newStore();
    store.dispatch(loginSucceeded({ token: 'tok', user: { ...fan, avatar: '/me.png' } }));
    store.dispatch(followed('p1'));
    store.dispatch(loggedOut());
    const state = store.getState();
    expect(state.auth.loggedIn).toBe(false);
    expect(state.auth.login.data).toBeNull();
    expect(state.user.current).toMatchObject({ _id: '', avatar: DEFAULT_AVATAR });
    expect(state.follow.followedIds).toEqual([]);
  });

  it('a session found by the server seeds the store as signed in', () => {
    const state = newStore({ user: fan }).getState();
    expect(state.auth.loggedIn).toBe(true);
    expect(state.user.current.username).toBe('ada');
  });
});

describe('user updates', () => {
  it('updating, then success replaces the user; failure keeps the error', () => {
    const store = newStore({ user: fan });
    store.dispatch(updateRequested());
    expect(store.getState().user).toMatchObject({ updating: true, updateSuccess: false, updateError: null });
    store.dispatch(updateSucceeded({ ...fan, name: 'Ada L.' }));
    expect(store.getState().user).toMatchObject({ updating: false, updateSuccess: true, current: { name: 'Ada L.' } });
    store.dispatch(updateRequested());
    store.dispatch(updateFailed('Error occurred, please try again later'));
    expect(store.getState().user).toMatchObject({
      updating: false,
      updateSuccess: false,
      updateError: 'Error occurred, please try again later',
      current: { name: 'Ada L.' },
    });
  });

  it('keeps a real avatar and fills a missing one with the placeholder', () => {
    const store = newStore();
    store.dispatch(userLoaded({ ...fan, avatar: 'https://cdn.test/a.png' }));
    expect(store.getState().user.current.avatar).toBe('https://cdn.test/a.png');
    store.dispatch(userLoaded({ ...fan, avatar: '' }));
    expect(store.getState().user.current.avatar).toBe(DEFAULT_AVATAR);
  });

  it('records the password result and raises the balance when tokens are added', () => {
    const store = newStore({ user: { ...fan, balance: 5 } });
    store.dispatch(passwordUpdated(true));
    store.dispatch(balanceIncreased(20));
    expect(store.getState().user.updatedPassword).toBe(true);
    expect(store.getState().user.current.balance).toBe(25);
  });
});

describe('follow (spec section 4)', () => {
  it('adds ids without duplicates and removes them', () => {
    const store = newStore();
    store.dispatch(followed('a'));
    store.dispatch(followed('b'));
    store.dispatch(followed('a'));
    expect(store.getState().follow.followedIds).toEqual(['a', 'b']);
    store.dispatch(unfollowed('a'));
    store.dispatch(unfollowed('missing'));
    expect(store.getState().follow.followedIds).toEqual(['b']);
  });

  it('a loaded list is de-duplicated', () => {
    const store = newStore();
    store.dispatch(followedIdsLoaded(['x', 'y', 'x']));
    expect(store.getState().follow.followedIds).toEqual(['x', 'y']);
  });
});

describe('settings and ui', () => {
  it('settings fill the ui branding and menus', () => {
    const settings = {
      ...defaultPublicSettings(),
      siteName: 'Lane',
      logoUrl: '/l.png',
      darkmodeLogoUrl: '/d.png',
      favicon: '/f.ico',
      menus: [
        { title: 'Blog', path: '/blog', internal: true, section: 'header' as const, ordering: 1, isNewTab: false },
      ],
    };
    const store = newStore({ settings });
    expect(store.getState().settings.siteName).toBe('Lane');
    expect(store.getState().ui).toEqual({
      siteName: 'Lane',
      logo: '/l.png',
      darkmodeLogo: '/d.png',
      favicon: '/f.ico',
      menus: settings.menus,
    });
    store.dispatch(settingsLoaded({ ...settings, siteName: 'Renamed' }));
    expect(store.getState().ui.siteName).toBe('Renamed');
  });
});
