import { isIP } from 'node:net';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../shared/constants.js';
import { parseAmountToCents } from '../shared/money.js';
import type { EftAccount } from '../shared/schemas/settings.js';
import { DEFAULT_LIMITS, type LimitName, type LimitRules } from './modules/limits/index.js';

const limitCount = z.number().int().min(1).max(1_000_000);
const limitOverrides = z.partialRecord(
  z.enum(Object.keys(DEFAULT_LIMITS) as [LimitName, ...LimitName[]]),
  z.strictObject({
    windowSeconds: z.number().int().min(1).max(86_400).optional(),
    max: z.strictObject({ address: limitCount, session: limitCount, email: limitCount }).partial().optional(),
  }),
);

/** The default limits with those REQUEST_LIMITS changes: a rule's window, or any of its maxima. */
function requestLimits(json: string | undefined, ctx: z.RefinementCtx): LimitRules {
  const rules: LimitRules = structuredClone(DEFAULT_LIMITS);
  if (json === undefined) return rules;
  let parsed;
  try {
    parsed = limitOverrides.safeParse(JSON.parse(json));
  } catch {
    parsed = undefined;
  }
  if (!parsed?.success) {
    ctx.addIssue({
      code: 'custom',
      message: `REQUEST_LIMITS must be JSON such as {"orders":{"windowSeconds":3600,"max":{"address":30}}} (rules: ${Object.keys(DEFAULT_LIMITS).join(', ')})`,
    });
    return z.NEVER;
  }
  for (const [name, change] of Object.entries(parsed.data) as Array<
    [LimitName, NonNullable<(typeof parsed.data)[LimitName]>]
  >) {
    if (change.windowSeconds !== undefined) rules[name].windowSeconds = change.windowSeconds;
    Object.assign(rules[name].max, change.max);
  }
  return rules;
}

/** PayFast's sandbox, where PayFast starts until told otherwise: it takes no real money. */
export const PAYFAST_SANDBOX_URL = 'https://sandbox.payfast.co.za';

/**
 * The demo shop's bank account: a local or test shop's EFT account when `EFT_*` say nothing. It is
 * no shop's own, so in production it is never offered (docs/decisions/0019-shop-settings.md).
 */
export const DEMO_EFT_ACCOUNT: EftAccount = {
  bankName: 'First National Bank',
  accountHolder: 'Lekker Living (Pty) Ltd',
  accountNumber: '62812345678',
  branchCode: '250655',
};

/** Whether an account is the demo's (by its number, whatever the rest says). */
export const isDemoEftAccount = (account: EftAccount | null): boolean =>
  account?.accountNumber === DEMO_EFT_ACCOUNT.accountNumber;

/**
 * The EFT account `EFT_*` describe. In production only all four make one, and never the demo's: a
 * shop must not show shoppers an account that is not its own. Elsewhere the demo's values fill in
 * what is not given, so a local shop and the tests take EFT as they always have.
 */
function eftAccountOf(e: z.infer<typeof envSchema>, production: boolean): EftAccount | null {
  const given = {
    bankName: e.EFT_BANK_NAME,
    accountHolder: e.EFT_ACCOUNT_HOLDER,
    accountNumber: e.EFT_ACCOUNT_NUMBER,
    branchCode: e.EFT_BRANCH_CODE,
  };
  if (!production) {
    return {
      bankName: given.bankName ?? DEMO_EFT_ACCOUNT.bankName,
      accountHolder: given.accountHolder ?? DEMO_EFT_ACCOUNT.accountHolder,
      accountNumber: given.accountNumber ?? DEMO_EFT_ACCOUNT.accountNumber,
      branchCode: given.branchCode ?? DEMO_EFT_ACCOUNT.branchCode,
    };
  }
  const { bankName, accountHolder, accountNumber, branchCode } = given;
  if (!bankName || !accountHolder || !accountNumber || !branchCode) return null;
  const account = { bankName, accountHolder, accountNumber, branchCode };
  return isDemoEftAccount(account) ? null : account;
}

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
  /**
   * Which proxies' X-Forwarded-* headers to believe: `false` (none), the number of proxies in front
   * of the shop (1 for one load balancer; only when the shop is reachable through them alone), or
   * their addresses and CIDR ranges. Never 'all': a client could then write its own address into
   * the header and slip past every per-address limit.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx): TrustProxy => {
      const text = value.trim();
      if (text === 'false' || text === '') return false;
      if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 10) return Number(text);
      const proxies = text.split(',').map((entry) => entry.trim());
      if (
        proxies.every((entry) => isIP(entry.split('/')[0] ?? '') !== 0 && /^[^/]+(\/\d{1,3})?$/.test(entry))
      )
        return proxies;
      ctx.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY must be false, the number of proxies in front of the shop (1 to 10), or their addresses or CIDR ranges, comma-separated (never true: that would trust any client)',
      });
      return z.NEVER;
    }),
  /** Where `npm run backup` (and the schedule) writes backups, and how many of them stay. */
  BACKUP_DIR: z.string().default('./backups'),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** A backup every so many hours from the server itself; unset: none (run `npm run backup` from cron). */
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .min(0.25)
    .max(24 * 7)
    .optional(),
  /** A bearer token that opens /metrics (Prometheus's `authorization` credentials). */
  METRICS_TOKEN: z.string().min(16, { error: 'METRICS_TOKEN must be at least 16 characters' }).optional(),
  /** Addresses that may read /metrics without the token (a Prometheus server), comma-separated. */
  METRICS_ALLOW: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const addresses = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      if (addresses.every((address) => isIP(address) !== 0)) return addresses;
      ctx.addIssue({ code: 'custom', message: 'METRICS_ALLOW must be IP addresses, comma-separated' });
      return z.NEVER;
    }),
  /** The shop's WhatsApp number in international form, digits only (the chat button). */
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, { error: 'WHATSAPP_NUMBER must be 8 to 15 digits, country code first' })
    .default('27215550123'),
  /** The currency symbol of the admin screens (docs/specification.md shows $). */
  ADMIN_CURRENCY_SYMBOL: z.string().min(1).max(3).default('$'),
  /** The first administrator: created (or an existing account promoted) at start. */
  ADMIN_EMAIL: z.email({ error: 'ADMIN_EMAIL must be an email address' }).optional(),
  /** Their password when the account is created; without it one is generated and printed once. */
  ADMIN_PASSWORD: z
    .string()
    .min(MIN_PASSWORD_LENGTH, { error: `ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters` })
    .optional(),
  /** The shop's public address (links in emails, PayFast's return and notify addresses); else the request's. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) address' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /**
   * Whether the shop runs for real: main.ts makes an unset NODE_ENV production. Only then is the demo
   * EFT account withheld (docs/decisions/0019-shop-settings.md).
   */
  NODE_ENV: z.string().optional(),
  /** The first value of the EFT account (the shop's settings): all four, or none in production. */
  EFT_BANK_NAME: z.string().min(1).optional(),
  EFT_ACCOUNT_HOLDER: z.string().min(1).optional(),
  EFT_ACCOUNT_NUMBER: z
    .string()
    .regex(/^\d{6,16}$/, { error: 'EFT_ACCOUNT_NUMBER must be 6 to 16 digits' })
    .optional(),
  EFT_BRANCH_CODE: z
    .string()
    .regex(/^\d{6}$/, { error: 'EFT_BRANCH_CODE must be 6 digits' })
    .optional(),
  /** PayFast is offered when all three are set. */
  PAYFAST_MERCHANT_ID: z.string().min(1).optional(),
  PAYFAST_MERCHANT_KEY: z.string().min(1).optional(),
  PAYFAST_PASSPHRASE: z.string().min(1).optional(),
  PAYFAST_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'PAYFAST_BASE_URL must be an http(s) address' })
    .transform((url) => url.replace(/\/+$/, ''))
    .default(PAYFAST_SANDBOX_URL),
  /** PayFast's API (refunds); its calls carry ?testing=true while PAYFAST_BASE_URL is the sandbox. */
  PAYFAST_API_URL: z
    .url({ protocol: /^https?$/, error: 'PAYFAST_API_URL must be an http(s) address' })
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://api.payfast.co.za'),
  /** Addresses or CIDR ranges allowed to send ITNs besides PayFast's own (the sandbox, a local simulator). */
  PAYFAST_ITN_ALLOW: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  /** smtp(s)://user:pass@host:port to send emails; unset keeps them in the outbox (the admin's Emails screen). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'SMTP_URL must be an smtp:// or smtps:// address' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Lekker Living <orders@lekkerliving.co.za>'),
  /**
   * How long an app server holds an email it is sending before another may send it (docs/decisions/0009):
   * longer than any one send (its three 10 s SMTP timeouts); what a server that died mid-send delays.
   */
  EMAIL_LEASE_SECONDS: z.coerce.number().int().min(60).max(3600).default(300),
  /** How long an unpaid order holds its stock: online payments in minutes, EFT in days. */
  HOLD_ONLINE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  HOLD_EFT_DAYS: z.coerce.number().int().min(1).max(60).default(3),
  /** The express delivery fee in rand, e.g. 149.99 (never free). */
  EXPRESS_DELIVERY_FEE: z
    .string()
    .default('149.99')
    .transform((fee, ctx) => {
      const cents = parseAmountToCents(fee);
      if (cents === undefined || cents <= 0) {
        ctx.addIssue({ code: 'custom', message: 'EXPRESS_DELIVERY_FEE must be an amount in rand above 0' });
        return z.NEVER;
      }
      return cents;
    }),
  /** How long a request may take to arrive whole, headers and body (a slow body is cut then). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(25),
  /**
   * On SIGTERM: how long the server answers not ready before it stops accepting (behind a load
   * balancer, its probe interval times its failure threshold); 0 alone.
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(300).default(0),
  /** On SIGTERM: after the delay, how long requests in flight may take to finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
  /** Event streams (/api/events) one address may hold open, and all of them together, per app server. */
  EVENT_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(20),
  EVENT_STREAMS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
  /** Changes to the limits on costly requests (src/server/modules/limits/request-limits.ts), as JSON. */
  REQUEST_LIMITS: z.string().optional().transform(requestLimits),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built single-page app is; the server serves it when the folder exists. */
  WEB_DIST_DIR: z.string().default('./dist/web'),
});

/** Fastify's trustProxy: no proxy, a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  sqlitePath: string;
  seedDemoData: boolean;
  cookieSecure: boolean;
  trustProxy: TrustProxy;
  whatsappNumber: string;
  adminCurrencySymbol: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDistDir: string;
  publicUrl: string | undefined;
  /** NODE_ENV is production (main.ts makes it so unless told otherwise). */
  production: boolean;
  /** The first value of the EFT account: none in production without `EFT_*` (eftAccountOf). */
  eft: EftAccount | null;
  /** Set when PayFast's merchant settings are all configured. */
  payfast:
    | { merchantId: string; merchantKey: string; passphrase: string; baseUrl: string; itnAllow: string[] }
    | undefined;
  /** PayFast's API address (refunds), without a trailing slash. */
  payfastApiUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  emailLeaseMs: number;
  holdOnlineMinutes: number;
  holdEftDays: number;
  expressDeliveryCents: number;
  requestLimits: LimitRules;
  requestTimeoutMs: number;
  /** Backups: where, how many stay, and the server's own schedule (none unless set). */
  backups: { dir: string; keep: number; everyMs: number | undefined };
  /** Who may read /metrics: the bearer token, and addresses that need none. Neither: nobody. */
  metrics: { token: string | undefined; allow: string[] };
  /** What SIGTERM does: not ready for `delayMs`, then stop accepting; exit after `timeoutMs` at most. */
  shutdown: { delayMs: number; timeoutMs: number };
  eventStreams: { perAddress: number; max: number };
};

/**
 * Emails that leave the shop carry links (a password reset, an order): without PUBLIC_URL they would
 * take the address a request claims (its Host header), which anyone can set. Emails kept in the
 * outbox (no SMTP_URL) reach nobody, so there the request's address will do.
 */
const checkedEnvSchema = envSchema.refine((e) => !e.SMTP_URL || e.PUBLIC_URL, {
  error: 'PUBLIC_URL must be set when SMTP_URL is: the links in emails use it',
  path: ['PUBLIC_URL'],
});

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
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
    publicUrl: e.PUBLIC_URL,
    production,
    eft: eftAccountOf(e, production),
    payfast:
      e.PAYFAST_MERCHANT_ID && e.PAYFAST_MERCHANT_KEY && e.PAYFAST_PASSPHRASE
        ? {
            merchantId: e.PAYFAST_MERCHANT_ID,
            merchantKey: e.PAYFAST_MERCHANT_KEY,
            passphrase: e.PAYFAST_PASSPHRASE,
            baseUrl: e.PAYFAST_BASE_URL,
            itnAllow: e.PAYFAST_ITN_ALLOW,
          }
        : undefined,
    payfastApiUrl: e.PAYFAST_API_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    emailLeaseMs: e.EMAIL_LEASE_SECONDS * 1000,
    holdOnlineMinutes: e.HOLD_ONLINE_MINUTES,
    holdEftDays: e.HOLD_EFT_DAYS,
    expressDeliveryCents: e.EXPRESS_DELIVERY_FEE,
    requestLimits: e.REQUEST_LIMITS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    metrics: { token: e.METRICS_TOKEN, allow: e.METRICS_ALLOW },
    backups: {
      dir: e.BACKUP_DIR,
      keep: e.BACKUP_KEEP,
      everyMs: e.BACKUP_EVERY_HOURS === undefined ? undefined : e.BACKUP_EVERY_HOURS * 3_600_000,
    },
    shutdown: { delayMs: e.SHUTDOWN_DELAY_SECONDS * 1000, timeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000 },
    eventStreams: { perAddress: e.EVENT_STREAMS_PER_ADDRESS, max: e.EVENT_STREAMS_MAX },
  };
}
