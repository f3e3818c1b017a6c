import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { EftAccount } from '../src/shared/schemas/settings.js';
import { startPayfastSimulator } from '../src/server/testing/payfast-simulator.js';
import { RAISED_LIMITS } from '../src/server/testing/raised-limits.js';
import { startSmtpSink } from '../src/server/testing/smtp-sink.js';
import { waitForServer } from './support/processes.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The shop's own log, for tests that check what it logged. */
    serverLogPath: string;
    /** The administrator the shop was started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
    admin: { email: string; password: string };
    /** The PayFast simulator the shop pays through (PAYFAST_BASE_URL). */
    payfastUrl: string;
    /** Every email the shop sent, one JSON object a line: { to, subject, text, attachments }. */
    mailboxPath: string;
    /** The bank account the shop was started with (EFT_*). */
    eftAccount: EftAccount;
  }
}

/**
 * Starts the built shop on a fresh SQLite database (seeded with the demo catalogue) for the browser
 * tests, with PayFast pointed at a local simulator that speaks PayFast's protocol, and its emails sent
 * to an SMTP server in this process, which writes what arrives to a mailbox file the tests read.
 */
export default async function setup(project: TestProject) {
  const merchant = { merchantId: '10000100', merchantKey: '46f0cd694581a', passphrase: 'e2e-passphrase' };
  const payfast = await startPayfastSimulator({ ...merchant, holdItns: true });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  const logPath = path.join(dir, 'server.log');
  const mailboxPath = path.join(dir, 'mailbox.jsonl');
  fs.writeFileSync(mailboxPath, '');
  const smtp = await startSmtpSink({
    onMessage: ({ recipients, mail }) =>
      fs.appendFileSync(
        mailboxPath,
        `${JSON.stringify({
          to: recipients,
          subject: mail.subject,
          text: mail.text,
          attachments: mail.attachments.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            base64: file.content.toString('base64'),
          })),
        })}\n`,
      ),
  });
  const logFile = fs.openSync(logPath, 'a');
  // The shop runs on its own SQLite file, whatever database the developer's shell points at.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  // A password made for this run only: nothing secret lives in the repository.
  const admin = { email: 'admin@e2e.test', password: randomBytes(12).toString('base64url') };
  // The shop's own account, not the demo's: EFT is offered whether the shop runs in production or not
  // (docs/decisions/0019-shop-settings.md).
  const eftAccount: EftAccount = {
    bankName: 'First National Bank',
    accountHolder: 'Lekker Living (Pty) Ltd',
    accountNumber: '62800012345',
    branchCode: '250655',
  };
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: path.join(dir, 'shop.db'),
      LOG_LEVEL: 'info',
      REQUEST_LIMITS: RAISED_LIMITS,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      PAYFAST_MERCHANT_ID: merchant.merchantId,
      PAYFAST_MERCHANT_KEY: merchant.merchantKey,
      PAYFAST_PASSPHRASE: merchant.passphrase,
      PAYFAST_BASE_URL: payfast.baseUrl,
      PAYFAST_API_URL: payfast.baseUrl,
      PAYFAST_ITN_ALLOW: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      EFT_BANK_NAME: eftAccount.bankName,
      EFT_ACCOUNT_HOLDER: eftAccount.accountHolder,
      EFT_ACCOUNT_NUMBER: eftAccount.accountNumber,
      EFT_BRANCH_CODE: eftAccount.branchCode,
    },
    stdio: ['ignore', logFile, logFile],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseUrl}/api/config`, server, logPath);
  project.provide('baseUrl', baseUrl);
  project.provide('serverLogPath', logPath);
  project.provide('admin', admin);
  project.provide('payfastUrl', payfast.baseUrl);
  project.provide('mailboxPath', mailboxPath);
  project.provide('eftAccount', eftAccount);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await payfast.close();
    await smtp.close();
    fs.closeSync(logFile);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
