import { z } from 'zod';
import { adminListFields, adminPageFields } from './admin-lists.js';
import { isCommonPassword } from '../common-passwords.js';
import { MIN_PASSWORD_LENGTH, ROLES } from '../constants.js';
import { emailSchema, requiredText } from './common.js';
import { marketingConsentField } from './marketing.js';

/** Long enough for any passphrase, short enough that hashing it cannot be used to tie up the server. */
const MAX_PASSWORD_LENGTH = 256;

export const signInBodySchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(MAX_PASSWORD_LENGTH, { error: 'Password is too long' }),
});
export type SignInBody = z.input<typeof signInBodySchema>;

const newPassword = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, { error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters` })
  .max(MAX_PASSWORD_LENGTH, { error: 'Password is too long' })
  .refine((password) => password.trim() !== '', { error: 'Password cannot be blank' })
  .refine((password) => !isCommonPassword(password), {
    error: 'This password is too common. Choose one that is harder to guess.',
  });

export const signUpBodySchema = z.strictObject({
  fullName: requiredText('Full name', 100),
  email: emailSchema,
  password: newPassword,
  /** The unticked box 'Send me news and offers' (docs/decisions/0021-privacy.md). */
  marketingConsent: marketingConsentField,
});
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const roleSchema = z.enum(ROLES);

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  roles: z.array(roleSchema),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/auth/session: who is signed in, or null. */
export const sessionSchema = z.object({ user: sessionUserSchema.nullable() });
export type Session = z.infer<typeof sessionSchema>;

/** A user on the admin's list, with the roles they hold. */
export const adminUserSchema = sessionUserSchema.extend({ createdAt: z.string() });
export type AdminUser = z.infer<typeof adminUserSchema>;

/** The admin's user list (docs/decisions/0015): search by name or email, a role; newest first. */
export const adminUsersQuerySchema = z.strictObject({
  ...adminListFields,
  role: roleSchema.optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const userListSchema = z.object({ users: z.array(adminUserSchema), ...adminPageFields });
export type AdminUserPage = z.infer<typeof userListSchema>;

export const setRoleBodySchema = z.strictObject({ role: roleSchema });

/** 'Forgot password?': the same answer whether or not the email has an account. */
export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;
export const passwordResetRequestedSchema = z.object({ message: z.string() });

/** The reset link's token (256 random bits, base64url) and the new password. */
export const passwordResetSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'This reset link is invalid or has expired.' }),
  password: newPassword,
});
export type PasswordReset = z.input<typeof passwordResetSchema>;
