import { describeRun } from '../cluster/report.js';
import { runClusterScenario } from '../cluster/scenario.js';

/** `npm run test:cluster`'s run, written down: p99 and errors through a SIGKILL and a SIGTERM restart. */
export async function clusterSection(serverUrl: string): Promise<string> {
  return `The cluster under load (docs/decisions/0025-cluster.md; the run \`npm run test:cluster\` checks)\n${describeRun(await runClusterScenario(serverUrl))}`;
}
