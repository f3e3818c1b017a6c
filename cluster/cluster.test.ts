import { expect, it } from 'vitest';
import { describeRun } from './report.js';
import { runClusterScenario } from './scenario.js';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

it('three app servers behind HAProxy and Caddy lose nothing through a SIGKILL and a SIGTERM restart', async () => {
  const report = await runClusterScenario(serverUrl);
  console.log(describeRun(report));

  // Load ran, and shoppers bought and paid.
  expect(report.orders.acknowledged).toBeGreaterThan(50);
  expect(report.notifications.payments).toBeGreaterThan(20);
  expect(report.killedExitCode).toBeNull();

  // No acknowledged order lost; no unit oversold (the scarce product sold out exactly).
  expect(report.orders.missing).toEqual([]);
  expect(report.stock.mismatches).toEqual([]);
  expect(report.stock.scarceLeft).toBeGreaterThanOrEqual(0);

  // Every PayFast payment applied once, however often it was notified.
  expect(report.notifications.problems).toEqual([]);

  // Every email handed to the SMTP server once, or twice only for the killed server's last sends.
  expect(report.emails.problems).toEqual([]);
  expect(report.emails.deliveredOnce + report.emails.deliveredTwice).toBe(report.emails.outbox);

  // Every running storefront showed each price change within 2 s.
  expect(report.priceChanges.count).toBeGreaterThan(5);
  expect(report.priceChanges.late).toEqual([]);

  // SIGTERM: not ready first, then refusing; the request in flight answered; a clean exit. No request
  // through the balancer failed, then or in steady running.
  expect(report.stopInFlight.notReadyAfterMs).toBeLessThan(report.stopInFlight.refusingAfterMs);
  expect(report.stopInFlight.inFlightStatus).toBe(200);
  expect(report.stopInFlight.exitCode).toBe(0);
  expect(report.throughRestart.failures).toEqual([]);
  expect(report.steady.failures).toEqual([]);
  // Through the SIGKILL only requests the dead server had taken may fail: changes (reads are retried).
  expect(report.throughKill.failures.filter((f) => !/^(cart|checkout|admin) /.test(f))).toEqual([]);
});
