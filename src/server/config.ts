import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../shared/constants.js';

/** Every setting comes from the environment; README.md documents each one. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** postgres://… to run on PostgreSQL; unset runs on SQLite at SQLITE_PATH. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must be a postgres:// URL' })
    .optional(),
  SQLITE_PATH: z.string().default('./data/shop.db'),
  /** Seed the demo catalogue into an empty database at start. */
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Mark cookies Secure: set when the shop is served over HTTPS. */
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Trust X-Forwarded-* headers: set when the shop runs behind a load balancer or reverse proxy. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** The shop's WhatsApp number in international form, digits only (the chat button). */
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, { error: 'WHATSAPP_NUMBER must be 8 to 15 digits, country code first' })
    .default('27215550123'),
  /** The currency symbol of the admin screens (SPEC.md shows $). */
  ADMIN_CURRENCY_SYMBOL: z.string().min(1).max(3).default('$'),
  /** The first administrator: created (or an existing account promoted) at start. */
  ADMIN_EMAIL: z.email({ error: 'ADMIN_EMAIL must be an email address' }).optional(),
  /** Their password when the account is created; without it one is generated and printed once. */
  ADMIN_PASSWORD: z
    .string()
    .min(MIN_PASSWORD_LENGTH, { error: `ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters` })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built single-page app is; the server serves it when the folder exists. */
  WEB_DIST_DIR: z.string().default('./dist/web'),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  sqlitePath: string;
  seedDemoData: boolean;
  cookieSecure: boolean;
  trustProxy: boolean;
  whatsappNumber: string;
  adminCurrencySymbol: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDistDir: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    sqlitePath: e.SQLITE_PATH,
    seedDemoData: e.SEED_DEMO_DATA,
    cookieSecure: e.COOKIE_SECURE,
    trustProxy: e.TRUST_PROXY,
    whatsappNumber: e.WHATSAPP_NUMBER,
    adminCurrencySymbol: e.ADMIN_CURRENCY_SYMBOL,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
  };
}
