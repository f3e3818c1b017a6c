import { expect, it } from 'vitest';
import { describeRun } from './report.js';
import { runClusterScenario } from './scenario.js';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

it('three app servers behind HAProxy and Caddy lose nothing through a SIGKILL and a SIGTERM restart', async () => {
  const report = await runClusterScenario(serverUrl);
  console.log(describeRun(report));

  // TLS ends at Caddy: cookies are Secure; the request's id is HAProxy's, never the client's.
  expect(report.frontDoor.secureCookies).toBe(true);
  expect(report.frontDoor.requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(report.frontDoor.requestIdInBalancerLog).toBe(true);
  // A shopper in Chromium, the certificate checked against Caddy's authority, fills a cart.
  expect(report.browser.issuer).toMatch(/^Caddy Local Authority/);
  expect(report.browser.cartHoldsProduct).toBe(true);

  // Load ran, and shoppers bought and paid.
  expect(report.orders.acknowledged).toBeGreaterThan(50);
  expect(report.notifications.payments).toBeGreaterThan(20);
  expect(report.killedExitCode).toBeNull();

  // No acknowledged order lost; no unit oversold (the scarce product sold out exactly).
  expect(report.orders.missing).toEqual([]);
  expect(report.stock.mismatches).toEqual([]);
  expect(report.stock.scarceLeft).toBe(0);
  expect(report.orders.refused).toBeGreaterThan(0);

  // Every PayFast payment applied once, however often it was notified.
  expect(report.notifications.problems).toEqual([]);

  // Every email handed to the SMTP server once, or twice only for the killed server's last sends.
  expect(report.emails.problems).toEqual([]);
  expect(report.emails.deliveredOnce + report.emails.deliveredTwice).toBe(report.emails.outbox);
  expect(report.emails.deliveredTwice).toBeLessThanOrEqual(1);

  // Every running storefront showed each price change within 2 s.
  expect(report.priceChanges.count).toBeGreaterThan(5);
  expect(report.priceChanges.late).toEqual([]);

  // SIGTERM: not ready first, then refusing; the request in flight answered; a clean exit.
  expect(report.stopInFlight.notReadyAfterMs).toBeLessThan(report.stopInFlight.refusingAfterMs);
  expect(report.stopInFlight.inFlightStatus).toBe(200);
  expect(report.stopInFlight.exitCode).toBe(0);
  // HAProxy took the SIGTERM'd server out because /readyz said 503 (before it refused anyone), the
  // killed one because it stopped answering.
  expect(report.balancerDown.restarted).toBe('Layer7 wrong status, code: 503');
  expect(report.balancerDown.killed).toMatch(/^Layer4 connection problem/);
  // No request failed but the changes the killed server had in hand (reads in flight there were sent
  // to another server; a shopper presses Place Order again).
  expect(report.unexplainedFailures).toEqual([]);
});
