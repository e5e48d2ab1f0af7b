import fp from 'fastify-plugin';
import { SECURITY_MESSAGES, staffCan, type StaffPermission } from '@fanlane/shared';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '../users/users.repository.js';
import { forbidden, unauthorized, withFlags } from '../../http/errors.js';
import { tokenFromHeader, type AuthContext, type SessionsService } from './sessions.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null. An invalid token on an optional-auth route is anonymous. */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Whether a staff account must turn on two-factor sign-in before using staff routes. */
    staffNeedsTwoFactor: ((userId: string) => Promise<boolean>) | null;
  }
}

/** Resolves the Authorization header on every request (contract 2.1). */
export const authPlugin = fp<{
  sessions: SessionsService;
  /** The `requireTwoFactorForStaff` setting, for this account (issue #19). */
  staffNeedsTwoFactor?: (userId: string) => Promise<boolean>;
}>(
  async (app, { sessions, staffNeedsTwoFactor }) => {
    app.decorateRequest('auth', null);
    app.decorate('staffNeedsTwoFactor', staffNeedsTwoFactor ?? null);
    app.addHook('onRequest', async (request) => {
      const token = tokenFromHeader(request.headers.authorization);
      request.auth = token ? await sessions.resolve(token) : null;
      // Last seen, for the sessions list: written in the background, at most every 5 minutes.
      if (request.auth) sessions.touch(request.auth.sessionId)?.catch((err) => request.log.warn({ err }, 'last seen'));
    });
  },
  { name: 'auth' },
);

/** Guard: any signed-in account (401 otherwise). */
export const requireAuth: preHandlerAsyncHookHandler = async (request: FastifyRequest, _reply: FastifyReply) => {
  if (!request.auth) throw unauthorized();
};

/** Guard: a signed-in account with one of these roles (401 anonymous, 403 wrong role). */
export function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!request.auth) throw unauthorized();
    if (!roles.includes(request.auth.user.role)) throw forbidden();
  };
}

/**
 * Guard for operator routes: a staff account (admin, moderator, finance) whose role grants at least
 * one of these permissions (packages/shared staff.ts). 401 anonymous, 403 anyone else, and 403 with
 * `twoFactorSetupRequired` for staff without two-factor sign-in while the site requires it.
 */
export function requireStaff(...permissions: [StaffPermission, ...StaffPermission[]]): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!request.auth) throw unauthorized();
    if (!permissions.some((p) => staffCan(request.auth!.user.role, p))) throw forbidden();
    // Operators may require a second factor of every staff account (setting requireTwoFactorForStaff).
    const gate = request.server.staffNeedsTwoFactor;
    if (gate && (await gate(request.auth.user.id)))
      throw withFlags(forbidden(SECURITY_MESSAGES.staffTwoFactorRequired), { twoFactorSetupRequired: true });
  };
}

/** The signed-in account inside a guarded handler. */
export function currentUser(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}
