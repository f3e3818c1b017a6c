import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PayfastSimulator, startPayfastSimulator } from '../src/server/testing/payfast-simulator.js';
import { RAISED_LIMITS } from '../src/server/testing/raised-limits.js';
import { type SmtpSink, startSmtpSink } from '../src/server/testing/smtp-sink.js';
import { freePort, waitForServer } from '../e2e/support/processes.js';
import { Visitor, agentFor } from './client.js';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEPLOY = path.join(ROOT, 'deploy');

export const MERCHANT = { merchantId: '10000100', merchantKey: '46f0cd694581a', passphrase: 'cluster-pass' };
export const ADMIN = { email: 'owner@lekker.example', password: 'Cluster-owner-2026!' };
/** On SIGTERM the app stays up, not ready, this long: HAProxy's 1 s checks take it out after 2 (deploy/haproxy.cfg). */
const SHUTDOWN_DELAY_SECONDS = 3;
/** The outbox's lease (EMAIL_LEASE_SECONDS at its least): what a killed server's claimed emails wait. */
export const EMAIL_LEASE_SECONDS = 60;

/** One app server: a built shop process (dist/server/main.js) that can be killed and started again. */
export class AppServer {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  readonly logPath: string;
  readonly #env: NodeJS.ProcessEnv;
  #child: ChildProcess | undefined;
  /** Between answering /readyz after a start and the next signal: what a load balancer sends to. */
  serving = false;

  constructor(name: string, port: number, env: NodeJS.ProcessEnv, logPath: string) {
    this.name = name;
    this.port = port;
    this.url = `http://127.0.0.1:${port}`;
    this.#env = env;
    this.logPath = logPath;
  }

  get running(): boolean {
    return this.#child !== undefined && this.#child.exitCode === null && this.#child.signalCode === null;
  }

  /** Starts it and resolves once it answers /readyz with 200. */
  async start(): Promise<void> {
    const log = fs.openSync(this.logPath, 'a');
    this.#child = track(
      spawn(process.execPath, ['dist/server/main.js'], {
        cwd: ROOT,
        env: this.#env,
        stdio: ['ignore', log, log],
      }),
    );
    fs.closeSync(log);
    await waitForServer(`${this.url}/readyz`, this.#child, this.logPath, 90_000);
    this.serving = true;
  }

  /** Sends the signal; resolves with the exit code (null when a signal ended it) once it exited. */
  async signal(signal: 'SIGKILL' | 'SIGTERM'): Promise<number | null> {
    const child = this.#child;
    this.serving = false;
    if (!child || !this.running) return child?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill(signal);
    return exited;
  }
}

/** Every process the test started: killed should the test process exit without closing them (a timeout). */
const started = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of started) child.kill('SIGKILL');
});

function track(child: ChildProcess): ChildProcess {
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

/** Where a Debian package put a program (haproxy is in /usr/sbin, not on every user's PATH). */
function programPath(name: string): string {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin'].filter(Boolean);
  const found = dirs.map((dir) => path.join(dir, name)).find((file) => fs.existsSync(file));
  if (!found)
    throw new Error(
      `${name} is not installed: apt-get install ${name} (README, "Running several app servers")`,
    );
  return found;
}

/** A system program (HAProxy, Caddy) run in the foreground for the test, its output in a file. */
function startProgram(name: string, args: string[], env: NodeJS.ProcessEnv, logPath: string) {
  const log = fs.openSync(logPath, 'a');
  const child = track(spawn(programPath(name), args, { cwd: ROOT, env, stdio: ['ignore', log, log] }));
  fs.closeSync(log);
  child.once('error', (error) => fs.appendFileSync(logPath, `\n${name} failed to start: ${error.message}\n`));
  return child;
}

async function stopProgram(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Waits until `done` says so, polling; fails, naming what it waited for, after `timeoutMs`. */
export async function until(what: string, timeoutMs: number, done: () => Promise<boolean> | boolean) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first value `probe` gives (a failing probe: not yet), waited for as `until` does. */
async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  let value: T | undefined;
  await until(what, timeoutMs, async () => (value = await probe().catch(() => undefined)) !== undefined);
  return value!;
}

export interface Cluster {
  /** The shop's public address: Caddy, https. */
  publicUrl: string;
  /** Caddy's root certificate (its internal certificate authority). */
  ca: Buffer;
  apps: AppServer[];
  payfast: PayfastSimulator;
  smtp: SmtpSink;
  dir: string;
  haproxyLogPath: string;
  /** Caddy's storage: its certificate authority under caddy/pki/authorities/local. */
  caddyDataDir: string;
  /** A keep-alive agent for the public address, trusting Caddy's authority (closed with the cluster). */
  agent: http.Agent;
  close(): Promise<void>;
}

/**
 * The production layout of README "Several app servers": three app servers on one PostgreSQL
 * database, behind HAProxy (deploy/haproxy.cfg, checking /readyz), behind Caddy terminating TLS with
 * its internal certificate authority (deploy/Caddyfile); PayFast is the simulator, mail an SMTP
 * server in this process. The database is migrated already (its URL given).
 */
export async function startCluster(databaseUrl: string, dir: string): Promise<Cluster> {
  const cleanup: Array<() => Promise<unknown>> = [];
  const close = async () => {
    for (const step of cleanup.reverse()) await step().catch((error: unknown) => console.error(error));
  };
  try {
    const smtp = await startSmtpSink();
    cleanup.push(() => smtp.close());
    const [haproxyPort, httpsPort, httpPort, ...appPorts] = await Promise.all(
      Array.from({ length: 6 }, () => freePort()),
    );
    const publicUrl = `https://localhost:${httpsPort}`;
    const caddyDataDir = path.join(dir, 'caddy-data');
    const caPath = path.join(caddyDataDir, 'caddy', 'pki', 'authorities', 'local', 'root.crt');
    // PayFast's notifications come in through the front door, once Caddy's authority exists.
    const frontDoor: { itnSender?: Visitor } = {};
    const payfast = await startPayfastSimulator({
      ...MERCHANT,
      itnDelayMs: 100,
      // As PayFast: a notification not answered 200 (a server killed mid-request) is sent again.
      resendItnAfterMs: [500, 1_000, 2_000, 4_000, 8_000],
      post: async (url, form, signal) => {
        if (!frontDoor.itnSender) throw new Error('The front door is not up yet');
        const answer = await frontDoor.itnSender.post(new URL(url).pathname, { encodedForm: form, signal });
        if (answer.status === 0) throw new Error(answer.error);
        return answer.status;
      },
    });
    cleanup.push(() => payfast.close());

    const apps = appPorts.map(
      (port, i) =>
        new AppServer(
          `app-${i + 1}`,
          port!,
          {
            PATH: process.env.PATH,
            NODE_ENV: 'production',
            DATABASE_URL: databaseUrl,
            HOST: '127.0.0.1',
            PORT: String(port),
            // The first one seeds the demo catalogue, before the others start.
            SEED_DEMO_DATA: i === 0 ? 'true' : 'false',
            ADMIN_EMAIL: ADMIN.email,
            ADMIN_PASSWORD: ADMIN.password,
            PUBLIC_URL: publicUrl,
            COOKIE_SECURE: 'true',
            // Caddy and HAProxy, both on this machine.
            TRUST_PROXY: '127.0.0.1',
            SMTP_URL: `smtp://app-${i + 1}:secret@127.0.0.1:${smtp.port}`,
            EMAIL_LEASE_SECONDS: String(EMAIL_LEASE_SECONDS),
            PAYFAST_MERCHANT_ID: MERCHANT.merchantId,
            PAYFAST_MERCHANT_KEY: MERCHANT.merchantKey,
            PAYFAST_PASSPHRASE: MERCHANT.passphrase,
            PAYFAST_BASE_URL: payfast.baseUrl,
            PAYFAST_API_URL: payfast.baseUrl,
            PAYFAST_ITN_ALLOW: '127.0.0.1',
            EFT_BANK_NAME: 'First National Bank',
            EFT_ACCOUNT_HOLDER: 'Lekker Living (Pty) Ltd',
            EFT_ACCOUNT_NUMBER: '62845012345',
            EFT_BRANCH_CODE: '250655',
            // Every shopper here comes from 127.0.0.1.
            REQUEST_LIMITS: RAISED_LIMITS,
            SHUTDOWN_DELAY_SECONDS: String(SHUTDOWN_DELAY_SECONDS),
            LOG_LEVEL: 'warn',
          },
          path.join(dir, `app-${i + 1}.log`),
        ),
    );
    cleanup.push(() => Promise.all(apps.map((app) => app.signal('SIGKILL'))));
    await apps[0]!.start();
    await Promise.all(apps.slice(1).map((app) => app.start()));

    const haproxyLogPath = path.join(dir, 'haproxy.log');
    const haproxy = startProgram(
      'haproxy',
      ['-db', '-f', path.join(DEPLOY, 'haproxy.cfg')],
      {
        PATH: process.env.PATH,
        SHOP_LISTEN: `127.0.0.1:${haproxyPort}`,
        ...Object.fromEntries(apps.map((app, i) => [`SHOP_APP_${i + 1}`, `127.0.0.1:${app.port}`])),
      },
      haproxyLogPath,
    );
    cleanup.push(() => stopProgram(haproxy));
    const caddy = startProgram(
      'caddy',
      ['run', '--config', path.join(DEPLOY, 'Caddyfile'), '--adapter', 'caddyfile'],
      {
        PATH: process.env.PATH,
        HOME: dir,
        XDG_DATA_HOME: caddyDataDir,
        XDG_CONFIG_HOME: path.join(dir, 'caddy-config'),
        SHOP_DOMAIN: 'localhost',
        SHOP_UPSTREAM: `127.0.0.1:${haproxyPort}`,
        SHOP_TLS: 'internal',
        CADDY_ADMIN: 'off',
        CADDY_HTTP_PORT: String(httpPort),
        CADDY_HTTPS_PORT: String(httpsPort),
      },
      path.join(dir, 'caddy.log'),
    );
    cleanup.push(() => stopProgram(caddy));
    // Written whole once it ends with its last line (Caddy does not write it atomically).
    const ca = await waitFor("Caddy's certificate authority", async () => {
      const pem = fs.existsSync(caPath) ? fs.readFileSync(caPath) : undefined;
      return pem?.includes('-----END CERTIFICATE-----') ? pem : undefined;
    });
    const agent = agentFor(publicUrl, ca);
    cleanup.push(async () => agent.destroy());
    frontDoor.itnSender = new Visitor(publicUrl, agent, { browser: false });
    const visitor = new Visitor(publicUrl, agent);
    await waitFor('the shop through Caddy and HAProxy', async () =>
      (await visitor.get('/readyz')).status === 200 ? true : undefined,
    );
    return { publicUrl, ca, apps, payfast, smtp, dir, haproxyLogPath, caddyDataDir, agent, close };
  } catch (error) {
    await close();
    throw error;
  }
}
