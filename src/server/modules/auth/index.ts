/** Accounts: sign-up and sign-in, sessions, roles and the admin gate (docs/decisions/0006). */
export { actorOf } from './admin-guard.js';
export {
  accountAccess,
  accountProfile,
  deletedEmail,
  eraseAccount,
  holdLiveAccount,
  unknownPasswordHash,
} from './account.js';
export { DEVICE_COOKIE } from './trusted-devices.js';
export { ensureFirstAdmin } from './first-admin.js';
export { type AuthService, createAuthService, replaceRole } from './service.js';
export { SESSION_COOKIE, clearSessionCookie, hashSessionToken, readSessionToken } from './session-cookie.js';
export { count as countUsers, findIdByEmail as findUserIdByEmail } from './user-repository.js';
export { createAuthModule } from './module.js';
