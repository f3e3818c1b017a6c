import type { CookieSerializeOptions } from '@fastify/cookie';

/**
 * How the shop's session cookies are set (docs/design.md §5): for the whole site, out of scripts' reach,
 * not sent on cross-site requests, Secure behind HTTPS.
 */
export function sessionCookieOptions(secure: boolean, maxAgeSeconds?: number): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    ...(maxAgeSeconds !== undefined && { maxAge: maxAgeSeconds }),
  };
}
