import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  signInBodySchema,
  signUpBodySchema,
} from '../../../shared/schemas/auth.js';
import { serve } from '../../http/endpoint-routes.js';
import { AppError } from '../../http/errors.js';
import { publicOrigin } from '../../http/public-origin.js';
import type { FailedSignInLimit } from './failed-sign-ins.js';
import type { PasswordResetService } from './password-reset.js';
import type { AuthService } from './service.js';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie.js';

export interface AuthRoutesOptions {
  auth: AuthService;
  failedSignIns: FailedSignInLimit;
  passwordReset: PasswordResetService;
  /** Reset requests per address (each one counts). */
  resetRequests: FailedSignInLimit;
  secureCookies: boolean;
  publicUrl: string | undefined;
}

export const RESET_REQUESTED =
  'If an account exists for that email, we have sent it a link to reset the password. The link works for an hour.';

/** Sign-up, sign-in, sign-out and the current session (SPEC.md §2 Auth, DESIGN.md §5). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, failedSignIns, passwordReset, resetRequests, secureCookies, publicUrl },
) => {
  const tooMany = (
    reply: { header(name: string, value: string): unknown },
    wait: number,
    message: string,
  ) => {
    reply.header('retry-after', String(wait));
    return new AppError(429, 'too_many_attempts', message);
  };

  serve(app, 'getSession', async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    return { user: await auth.currentUser(readSessionToken(request)) };
  });

  app.post('/api/auth/sign-up', { schema: { body: signUpBodySchema } }, async (request, reply) => {
    const { token, user } = await auth.signUp(request.body);
    setSessionCookie(reply, token, secureCookies);
    return reply.status(201).send({ user });
  });

  app.post('/api/auth/sign-in', { schema: { body: signInBodySchema } }, async (request, reply) => {
    const wait = failedSignIns.attempt(request.ip);
    if (wait > 0) {
      throw tooMany(reply, wait, 'Too many failed sign-ins. Please wait a few minutes and try again.');
    }
    const { token, user } = await auth.signIn(request.body);
    failedSignIns.succeeded(request.ip);
    // A new session at every sign-in (DESIGN.md §5); the old one, if any, ends.
    const previous = readSessionToken(request);
    if (previous) await auth.signOut(previous);
    setSessionCookie(reply, token, secureCookies);
    return { user };
  });

  /**
   * 'Forgot password?' (issue 8 §4): one answer whether or not the email has an account, given
   * before the work is done, so its timing tells nothing either.
   */
  app.post(
    '/api/auth/password-reset/request',
    { schema: { body: passwordResetRequestSchema } },
    async (request, reply) => {
      const wait = resetRequests.attempt(request.ip);
      if (wait > 0)
        throw tooMany(reply, wait, 'Too many reset requests. Please wait a few minutes and try again.');
      passwordReset
        .request(request.body.email, publicOrigin(publicUrl, request))
        .catch((error: unknown) => request.log.error({ err: error }, 'password reset request failed'));
      return reply.status(202).send({ message: RESET_REQUESTED });
    },
  );

  /** A new password from a reset link: every session of the account ends, and this browser signs in. */
  app.post('/api/auth/password-reset', { schema: { body: passwordResetSchema } }, async (request, reply) => {
    const userId = await passwordReset.reset(request.body.token, request.body.password);
    const { token, user } = await auth.startSessionFor(userId);
    setSessionCookie(reply, token, secureCookies);
    return { user };
  });

  app.post('/api/auth/sign-out', async (request, reply) => {
    const token = readSessionToken(request);
    if (token) await auth.signOut(token);
    clearSessionCookie(reply, secureCookies);
    return reply.status(204).send();
  });
};
