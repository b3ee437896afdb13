import { observabilityOverheadOnce, reportObservabilityOverhead } from '../observability-overhead.ts';
import { table } from '../report.ts';

/** Metrics and traces (issue 31, decision 074): what they add to a request. */
export async function benchObservability() {
  const overhead = await observabilityOverheadOnce();
  table('Metrics and traces (issue 31)');
  reportObservabilityOverhead(overhead);
}
