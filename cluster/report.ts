import { formatTable } from '../bench/table.js';
import type { ClusterReport, Latency } from './scenario.js';

const ms = (value: number) => `${Math.round(value)} ms`;

/** The run's figures: latency and errors per window, then the counts the test checks. */
export function describeRun(report: ClusterReport): string {
  const row = (name: string, l: Latency) => [
    name,
    String(l.requests),
    String(l.errors),
    ms(l.p50),
    ms(l.p99),
    ms(l.max),
  ];
  const latency = formatTable(
    ['requests through Caddy and HAProxy', 'requests', 'errors', 'p50', 'p99', 'max'],
    [
      row('all', report.all),
      row('under way from the SIGKILL until back (+5 s)', report.throughKill),
      row('under way from the SIGTERM until back (+5 s)', report.throughRestart),
      row('steady (outside both)', report.steady),
    ],
  );
  const { orders, stock, notifications, emails, priceChanges, stopInFlight, frontDoor, browser } = report;
  return [
    `${report.seconds.toFixed(0)} s of load on 3 app servers behind HAProxy and Caddy`,
    latency,
    `Front door: request id ${frontDoor.requestId} (HAProxy's${frontDoor.requestIdInBalancerLog ? ', in its log' : ', NOT in its log'}); cookies ${frontDoor.secureCookies ? 'Secure' : 'NOT Secure'}`,
    `Chromium: certificate from ${browser.issuer}; ${browser.cartHoldsProduct ? 'added to the cart and found it there' : 'the cart did NOT hold the product added'}`,
    `Failed through the SIGKILL: ${report.throughKill.failures.join('; ') || 'none'}`,
    `Orders: ${orders.acknowledged} acknowledged (${orders.payfast} PayFast, ${orders.eft} EFT), ${orders.refused} cart adds and Place Orders refused for stock, ${orders.missing.length} lost`,
    `Stock: ${stock.products} products bought; the scarce one ${stock.scarceSold} of 30 sold, ${stock.scarceLeft} left; ${stock.mismatches.length} products whose stock does not add up`,
    `PayFast: ${notifications.payments} payments, ${notifications.posted} notifications posted (${notifications.resent} resent after no 200, ${notifications.duplicates} sent twice on purpose); ${notifications.problems.length} applied other than once`,
    `Emails: ${emails.outbox} in the outbox, ${emails.deliveredOnce} delivered once, ${emails.deliveredTwice} twice (the killed server died sending them); ${emails.problems.length} otherwise`,
    `Price changes: ${priceChanges.count}, seen on every serving storefront by a request sent p50 ${ms(priceChanges.p50Ms)}, max ${ms(priceChanges.maxMs)} after the save; ${priceChanges.late.length} later than 2 s`,
    `HAProxy took the killed server out for '${report.balancerDown.killed}', the SIGTERM'd one for '${report.balancerDown.restarted}'`,
    `SIGTERM: /readyz 503 after ${ms(stopInFlight.notReadyAfterMs)}, new connections refused after ${ms(stopInFlight.refusingAfterMs)}; the request in flight answered ${stopInFlight.inFlightStatus}; exit code ${stopInFlight.exitCode}`,
  ].join('\n');
}
