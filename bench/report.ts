import type { SearchLatency } from './search-latency.js';
import type { Summary } from './stats.js';
import { formatTable, ms, verdict } from './table.js';
import type { Measurement } from './throughput.js';

export const THROUGHPUT_TARGET = 0.9;
export const SEARCH_P95_TARGET_MS = 10;
/** Listings that miss the response cache, a second (docs/decisions/0027). */
export const UNCACHED_LISTINGS_TARGET = 2_000;

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * Throughput per scenario against the first (the baseline), by requests per second and by the
 * server's CPU time per request (baseline's ÷ scenario's); the target applies to `targetScenario`.
 */
export function throughputTable(measurements: readonly Measurement[], targetScenario: string): string {
  const [baseline] = measurements;
  if (!baseline) return '';
  const baselineRate = mean(baseline.requestsPerSecond);
  const baselineCpu = mean(baseline.cpuMicrosPerRequest);
  const rows = measurements.map((m) => {
    const ratio = mean(m.requestsPerSecond) / baselineRate;
    const cpu = mean(m.cpuMicrosPerRequest);
    const target =
      m.scenario === targetScenario ? `>= ${THROUGHPUT_TARGET}: ${verdict(ratio >= THROUGHPUT_TARGET)}` : '';
    return [
      m.scenario,
      m.requestsPerSecond.map((r) => r.toFixed(0)).join(' / '),
      mean(m.requestsPerSecond).toFixed(0),
      ratio.toFixed(2),
      cpu.toFixed(0),
      (baselineCpu / cpu).toFixed(2),
      String(m.p50),
      String(m.p99),
      String(m.errors),
      target,
    ];
  });
  return formatTable(
    [
      'scenario',
      'req/s per round',
      'mean req/s',
      'vs baseline',
      'CPU µs/req',
      'vs baseline',
      'p50 ms',
      'p99 ms',
      'errors',
      'target (req/s)',
    ],
    rows,
  );
}

function latencyRow(name: string, summary: Summary, hits: string, target: boolean): string[] {
  return [
    name,
    String(summary.count),
    hits,
    ms(summary.p50),
    ms(summary.p95),
    ms(summary.max),
    target ? verdict(summary.p95 <= SEARCH_P95_TARGET_MS) : '',
  ];
}

export function searchTable(latency: SearchLatency): string {
  const rows = [
    ...latency.kinds.map((k) => latencyRow(k.kind, k, String(k.medianHits), true)),
    latencyRow('overall', latency.overall, '', true),
    latencyRow('select 1 (floor)', latency.selectOne, '', false),
  ];
  return formatTable(
    [
      'term kind',
      'samples',
      'median hits',
      'p50 ms',
      'p95 ms',
      'max ms',
      `p95 <= ${SEARCH_P95_TARGET_MS} ms`,
    ],
    rows,
  );
}
