/** Accounts: sign-up and sign-in, sessions, roles and the admin gate (docs/decisions/0006). */
export { actorOf, requireAdmin } from './admin-guard.js';
export { authAdminRoutes } from './admin-routes.js';
export { ensureFirstAdmin } from './first-admin.js';
export { authRoutes } from './routes.js';
export { type AuthService, createAuthService, replaceRole } from './service.js';
export { SESSION_COOKIE, readSessionToken } from './session-cookie.js';
export { createPasswordReset } from './password-reset.js';
export { createSignInThrottle } from './sign-in-throttle.js';
export { createTrustedDevices } from './trusted-devices.js';
export { count as countUsers, findIdByEmail as findUserIdByEmail } from './user-repository.js';
export { createAuthModule } from './module.js';
