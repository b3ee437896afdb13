import { AnalyticsView } from '../analytics/analytics-view.tsx';
import type { AgencyTabProps } from '../tab-modules.ts';

/** Tab "Analyse" (StatistikReport): from link opens to rewards, per week and agent, with rates. */
export default function AnalyseTab(_props: AgencyTabProps) {
  return <AnalyticsView />;
}
