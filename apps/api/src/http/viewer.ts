import type { FastifyRequest } from 'fastify';
import type { GeoService } from '../modules/geo/geo.service.js';

/** Who is asking: the signed-in account (if any), its role and the visitor's country. */
export function viewerOf(request: FastifyRequest, geo: GeoService) {
  const query = request.query as Record<string, unknown> | undefined;
  const country = geo.countryOf({
    peer: request.socket.remoteAddress,
    ip: request.ip,
    headers: request.headers,
    fromServerRequest: query?.fromServerRequest === 'true' || query?.fromServerRequest === true,
  });
  return {
    id: request.auth?.user.id ?? null,
    country,
    isAdmin: request.auth?.user.role === 'admin',
  };
}
