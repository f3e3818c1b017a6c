import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { STORE_NAME } from '../../../shared/constants.js';
import { shopToday } from '../../../shared/shop-time.js';
import { sessionCookieOptions } from '../../http/cookies.js';
import { serve } from '../../http/endpoint-routes.js';
import { AppError } from '../../http/errors.js';
import { type AuthService, DEVICE_COOKIE, clearSessionCookie, readSessionToken } from '../auth/index.js';
import { readCartSession } from '../cart/index.js';
import type { PrivacyService } from './privacy-service.js';

export interface PrivacyRoutesOptions {
  privacy: PrivacyService;
  auth: AuthService;
  secureCookies: boolean;
  now: () => Date;
}

/** The export's file name: the shop's and the day's, e.g. lekker-living-account-2026-11-27.json. */
export const exportFileName = (day: string) =>
  `${STORE_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-account-${day}.json`;

/** The account page's calls (docs/decisions/0021-privacy.md): the signed-in shopper's own, 401 for anyone else. */
export const privacyRoutes: FastifyPluginAsync<PrivacyRoutesOptions> = async (
  app,
  { privacy, auth, secureCookies, now },
) => {
  async function signedIn(request: FastifyRequest) {
    const user = await auth.currentUser(readSessionToken(request));
    if (!user) throw new AppError(401, 'unauthenticated', 'Sign in to see your account.');
    return user;
  }

  serve(app, 'getAccount', async (_input, request) => privacy.account(await signedIn(request)));

  serve(app, 'setMarketingConsent', async ({ body }, request) =>
    privacy.setMarketing(await signedIn(request), body.subscribed),
  );

  serve(app, 'exportAccount', async (_input, request, reply) => {
    const data = await privacy.exportOf(await signedIn(request));
    reply.header('content-disposition', `attachment; filename="${exportFileName(shopToday(now()))}"`);
    return data;
  });

  serve(app, 'deleteAccount', async ({ body }, request, reply) => {
    await privacy.deleteAccount(await signedIn(request), body.password, readCartSession(request));
    // Signed out: the session is gone from the database, and the browser forgets it and its device mark.
    clearSessionCookie(reply, secureCookies);
    reply.clearCookie(DEVICE_COOKIE, sessionCookieOptions(secureCookies));
  });
};
