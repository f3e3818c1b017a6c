import autocannon from 'autocannon';
import { CATEGORIES, PRICE_SLIDER, SORT_OPTIONS } from '../src/shared/constants.js';
import { summarize } from './stats.js';

const CONNECTIONS = 10;
const WARM_UP_SECONDS = 2;
/** The first run against a freshly started server warms up longer, until V8 has optimised the hot path. */
const FIRST_WARM_UP_SECONDS = 5;
const MEASURE_SECONDS = 10;

/** One way of loading a server: a fixed URL, or a path chosen afresh for every request. */
export interface Scenario {
  name: string;
  url: string;
  nextPath?: () => string;
  /** Sent with every request (a cookie, say). */
  headers?: Record<string, string>;
  /** The CPU time the serving process has used, in seconds. */
  cpuSeconds: () => number;
}

export interface Measurement {
  scenario: string;
  requestsPerSecond: number[];
  /** The server's CPU time per answered request, in µs, per round: robust to the load generator's share. */
  cpuMicrosPerRequest: number[];
  /** Latency percentiles in ms, from the last measured round (p95 from every answer's own time). */
  p50: number;
  p95: number;
  p99: number;
  /** Connection errors and timeouts (10 s), over all measured rounds. */
  errors: number;
}

async function load(
  scenario: Scenario,
  seconds: number,
): Promise<{ result: autocannon.Result; latencies: number[] }> {
  const { nextPath, headers } = scenario;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: scenario.url,
        connections: CONNECTIONS,
        pipelining: 1,
        duration: seconds,
        ...(headers && { headers }),
        ...(nextPath && {
          requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
        }),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  // A refused request means the scenario is wrong, and its figure would be meaningless.
  if (result.non2xx > 0) throw new Error(`${scenario.name}: ${result.non2xx} non-2xx answers`);
  return { result, latencies };
}

/**
 * Loads each scenario in turn, round after round (A, B, A, B …) so that the machine's drifting
 * noise spreads over all of them; every run follows a discarded warm-up. `swapped`: every other
 * round runs them in the reverse order (A, B, B, A …), so that none always follows another.
 */
export async function measureThroughput(
  scenarios: readonly Scenario[],
  rounds: number,
  { swapped = false }: { swapped?: boolean } = {},
): Promise<Measurement[]> {
  const measurements: Measurement[] = scenarios.map((s) => ({
    scenario: s.name,
    requestsPerSecond: [],
    cpuMicrosPerRequest: [],
    p50: 0,
    p95: 0,
    p99: 0,
    errors: 0,
  }));
  for (let round = 1; round <= rounds; round++) {
    const order = [...scenarios.entries()];
    if (swapped && round % 2 === 0) order.reverse();
    for (const [i, scenario] of order) {
      await load(scenario, round === 1 ? FIRST_WARM_UP_SECONDS : WARM_UP_SECONDS);
      const cpuBefore = scenario.cpuSeconds();
      const { result, latencies } = await load(scenario, MEASURE_SECONDS);
      const cpu = scenario.cpuSeconds() - cpuBefore;
      const measurement = measurements[i]!;
      measurement.requestsPerSecond.push(result['2xx'] / result.duration);
      measurement.cpuMicrosPerRequest.push((cpu * 1e6) / result['2xx']);
      measurement.p50 = result.latency.p50;
      measurement.p95 = summarize(latencies).p95;
      measurement.p99 = result.latency.p99;
      measurement.errors += result.errors;
      console.log(`  round ${round}: ${scenario.name} ${Math.round(result['2xx'] / result.duration)} req/s`);
    }
  }
  return measurements;
}

const MIN_PRICES = [0, 20, 50, 100];
const MAX_PRICES = [150, 300, PRICE_SLIDER.max];
const PAGES = 10;

/**
 * Distinct first-pages listing paths (category × sort × price range × page): 3 000 of them, more
 * than the response cache holds (2 000, evicted oldest first), so cycling through them always misses.
 */
export function distinctListingPaths(): string[] {
  const paths: string[] = [];
  for (const category of [undefined, ...CATEGORIES])
    for (const sort of SORT_OPTIONS)
      for (const minPrice of MIN_PRICES)
        for (const maxPrice of MAX_PRICES)
          for (let page = 1; page <= PAGES; page++) {
            const query = new URLSearchParams({ sort, page: String(page) });
            if (category) query.set('category', category);
            if (minPrice > 0) query.set('minPrice', String(minPrice));
            if (maxPrice < PRICE_SLIDER.max) query.set('maxPrice', String(maxPrice));
            paths.push(`/api/products?${query}`);
          }
  return paths;
}
