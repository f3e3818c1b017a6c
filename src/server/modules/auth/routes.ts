import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionSchema, signInBodySchema, signUpBodySchema } from '../../../shared/schemas/auth.js';
import { AppError } from '../../http/errors.js';
import type { FailedSignInLimit } from './failed-sign-ins.js';
import type { AuthService } from './service.js';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie.js';

export interface AuthRoutesOptions {
  auth: AuthService;
  failedSignIns: FailedSignInLimit;
  secureCookies: boolean;
}

/** Sign-up, sign-in, sign-out and the current session (SPEC.md §2 Auth, DESIGN.md §5). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, failedSignIns, secureCookies },
) => {
  app.get('/api/auth/session', { schema: { response: { 200: sessionSchema } } }, async (request, reply) => {
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
      reply.header('retry-after', String(wait));
      throw new AppError(
        429,
        'too_many_attempts',
        'Too many failed sign-ins. Please wait a few minutes and try again.',
      );
    }
    const { token, user } = await auth.signIn(request.body);
    failedSignIns.succeeded(request.ip);
    // A new session at every sign-in (DESIGN.md §5); the old one, if any, ends.
    const previous = readSessionToken(request);
    if (previous) await auth.signOut(previous);
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
