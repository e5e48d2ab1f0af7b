import fp from 'fastify-plugin';
import { staffCan, type StaffPermission } from '@fanlane/shared';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '../../db/schema/index.js';
import { forbidden, unauthorized } from '../../http/errors.js';
import { tokenFromHeader, type AuthContext, type SessionsService } from './sessions.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null. An invalid token on an optional-auth route is anonymous. */
    auth: AuthContext | null;
  }
}

/** Resolves the Authorization header on every request (contract 2.1). */
export const authPlugin = fp<{ sessions: SessionsService }>(
  async (app, { sessions }) => {
    app.decorateRequest('auth', null);
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
 * one of these permissions (packages/shared staff.ts). 401 anonymous, 403 anyone else.
 */
export function requireStaff(...permissions: [StaffPermission, ...StaffPermission[]]): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!request.auth) throw unauthorized();
    if (!permissions.some((p) => staffCan(request.auth!.user.role, p))) throw forbidden();
  };
}

/** The signed-in account inside a guarded handler. */
export function currentUser(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}
