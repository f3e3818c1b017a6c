import type { FastifyRequest } from 'fastify';

/**
 * The shop's public address (docs/decisions/0009): PUBLIC_URL when set, else the address the request came to
 * (its host follows X-Forwarded-Host only when the app trusts its proxy, TRUST_PROXY).
 */
export function publicOrigin(publicUrl: string | undefined, request: FastifyRequest): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
