import { StatisticsView } from '../charts/statistics-view.tsx';
import type { AgencyTabProps } from '../tab-modules.ts';

/** Tab "Übersicht" (dashboard): the last 12 weeks' totals and a chart per figure and week. */
export default function UebersichtTab(_props: AgencyTabProps) {
  return <StatisticsView kind="dashboard" />;
}
