import { StatisticsView } from '../charts/statistics-view.tsx';
import type { AgencyTabProps } from '../tab-modules.ts';

/** Tab "Statistik" (StatistikReport): every figure per week and per agent, over a chosen period. */
export default function StatistikTab(_props: AgencyTabProps) {
  return <StatisticsView kind="statistik" />;
}
