import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../http/endpoint-routes.js';
import { publicOrigin } from '../../http/public-origin.js';
import type { RequestLimits } from '../limits/index.js';
import type { SignInThrottle, ThrottleSubject } from './sign-in-throttle.js';
import type { TrustedDevices } from './trusted-devices.js';
import type { PasswordResetService } from './password-reset.js';
import type { AuthService } from './service.js';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie.js';

export interface AuthRoutesOptions {
  auth: AuthService;
  throttle: SignInThrottle;
  devices: TrustedDevices;
  passwordReset: PasswordResetService;
  limits: RequestLimits;
  secureCookies: boolean;
  publicUrl: string | undefined;
}

export const RESET_REQUESTED =
  'If an account exists for that email, we have sent it a link to reset the password. The link works for an hour.';

/** Sign-up, sign-in, sign-out and the current session (docs/specification.md §2 Auth, docs/design.md §5). */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (
  app,
  { auth, throttle, devices, passwordReset, limits, secureCookies, publicUrl },
) => {
  serve(app, 'getSession', async (_input, request) => {
    return { user: await auth.currentUser(readSessionToken(request)) };
  });

  serve(app, 'signUp', async ({ body }, request, reply) => {
    await limits.take('signUps', { address: request.ip });
    const { token, user } = await auth.signUp(body);
    setSessionCookie(reply, token, secureCookies);
    await devices.remember(request, reply, user.id, secureCookies);
    return { user };
  });

  serve(app, 'signIn', async ({ body }, request, reply) => {
    // A browser the account signed in from before is counted on its own (docs/decisions/0012).
    const device = await devices.trustedFor(request, body.email);
    const subjects: ThrottleSubject[] = device
      ? [{ kind: 'device', tokenHash: device }]
      : [
          { kind: 'address', ip: request.ip },
          { kind: 'account', email: body.email },
        ];
    await throttle.claim(subjects);
    const { token, user } = await auth.signIn(body);
    await throttle.succeeded(subjects);
    await devices.remember(request, reply, user.id, secureCookies);
    // A new session at every sign-in (docs/design.md §5); the old one, if any, ends.
    const previous = readSessionToken(request);
    if (previous) await auth.signOut(previous);
    setSessionCookie(reply, token, secureCookies);
    return { user };
  });

  /**
   * 'Forgot password?' (docs/decisions/0009): one answer whether or not the email has an account, given
   * before the work is done, so its timing tells nothing either.
   */
  serve(app, 'requestPasswordReset', async ({ body }, request) => {
    await limits.take('resetRequests', { address: request.ip, email: body.email });
    passwordReset
      .request(body.email, publicOrigin(publicUrl, request))
      .catch((error: unknown) => request.log.error({ err: error }, 'password reset request failed'));
    return { message: RESET_REQUESTED };
  });

  /** A new password from a reset link: every session of the account ends, and this browser signs in. */
  serve(app, 'resetPassword', async ({ body }, request, reply) => {
    const userId = await passwordReset.reset(body.token, body.password);
    const { token, user } = await auth.startSessionFor(userId);
    setSessionCookie(reply, token, secureCookies);
    // The owner has shown they read the account's email: its waits end, and this browser is theirs.
    await throttle.succeeded([{ kind: 'account', email: user.email }]);
    await devices.remember(request, reply, user.id, secureCookies);
    return { user };
  });

  serve(app, 'signOut', async (_input, request, reply) => {
    const token = readSessionToken(request);
    if (token) await auth.signOut(token);
    clearSessionCookie(reply, secureCookies);
  });
};
