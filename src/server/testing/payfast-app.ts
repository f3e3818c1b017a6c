import type { AddressInfo } from 'node:net';
import { type PayfastSimulator, startPayfastSimulator } from './payfast-simulator.js';
import { type TestApp, createTestApp } from './test-app.js';

/** The merchant the PayFast tests trade as, on the simulator. */
export const TEST_MERCHANT = {
  merchantId: '10000100',
  merchantKey: '46f0cd694581a',
  passphrase: 'jt7NOE43FZPn',
};

export interface PayfastTestApp {
  sim: PayfastSimulator;
  t: TestApp;
  /** The app's address, as the host of requests that must name it (PayFast's return and notify URLs). */
  host: string;
  close(): Promise<void>;
}

/**
 * The app on a real port with PayFast pointed at a simulator (docs/decisions/0009): its checkout and
 * refund API, and its signed notifications, which reach the app over HTTP. No DNS here: only
 * PAYFAST_ITN_ALLOW and PayFast's published ranges count as PayFast's servers.
 */
export async function startPayfastTestApp(now: () => Date): Promise<PayfastTestApp> {
  const sim = await startPayfastSimulator({ ...TEST_MERCHANT, itnDelayMs: 0 });
  const t = await createTestApp(undefined, {
    env: {
      PAYFAST_MERCHANT_ID: TEST_MERCHANT.merchantId,
      PAYFAST_MERCHANT_KEY: TEST_MERCHANT.merchantKey,
      PAYFAST_PASSPHRASE: TEST_MERCHANT.passphrase,
      PAYFAST_BASE_URL: sim.baseUrl,
      PAYFAST_API_URL: sim.baseUrl,
      PAYFAST_ITN_ALLOW: '127.0.0.1',
    },
    now,
    resolveHost: async () => [],
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    sim,
    t,
    host: `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
    async close() {
      await t.close();
      await sim.close();
    },
  };
}
