import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/errors.js';

/** Who did a staff action: the signed-in account, its role and the client's address. */
export interface AuditActor {
  id: string | null;
  role: string;
  ip: string | null;
}

/** The actor of a guarded request (its account and `request.ip`, which honours TRUSTED_PROXIES). */
export function actorOf(request: FastifyRequest): AuditActor {
  if (!request.auth) throw unauthorized();
  return { id: request.auth.user.id, role: request.auth.user.role, ip: request.ip ?? null };
}

/** A change made by the system itself (jobs, the CLI), recorded with no account. */
export const systemActor: AuditActor = { id: null, role: 'system', ip: null };
