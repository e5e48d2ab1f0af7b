import { describe, expect, it } from 'vitest';
import { decideAccess } from './page-options';

const paths = { login: '/auth/login', nonCreator: '/home' };
const fan = { isPerformer: false };
const creator = { isPerformer: true };

describe('decideAccess (page options)', () => {
  it('lets anyone into a page with no options', () => {
    expect(decideAccess({}, null, paths)).toEqual({ allow: true });
  });

  it('sends a visitor without a valid session from an authentication-required page to sign-in', () => {
    expect(decideAccess({ authenticate: true }, null, paths)).toEqual({ redirect: '/auth/login' });
    expect(decideAccess({ authenticate: true }, fan, paths)).toEqual({ allow: true });
  });

  it('sends a signed-in fan away from a creators-only page, and an anonymous visitor to sign-in', () => {
    expect(decideAccess({ onlyPerformer: true }, fan, paths)).toEqual({ redirect: '/home' });
    expect(decideAccess({ authenticate: true, onlyPerformer: true }, null, paths)).toEqual({
      redirect: '/auth/login',
    });
    expect(decideAccess({ onlyPerformer: true }, creator, paths)).toEqual({ allow: true });
  });

  it('never redirects a noredirect page', () => {
    expect(decideAccess({ noredirect: true, authenticate: true }, null, paths)).toEqual({ allow: true });
    expect(decideAccess({ noredirect: true, onlyPerformer: true }, fan, paths)).toEqual({ allow: true });
  });
});
