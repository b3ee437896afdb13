import { ReportTable } from '../reports/report-table.tsx';
import type { AgencyTabProps } from '../tab-modules.ts';

/** Tab "Prämien": the rewards earned through the agency's agents. */
export default function PraemienTab(_props: AgencyTabProps) {
  return (
    <ReportTable
      report="praemien"
      rowKey={(row) => `${row.Empfehlungsnummer}-${row.Empfaenger}`}
      columns={[
        { key: 'Empfehlungsnummer', kind: 'number' },
        { key: 'Agentennummer' },
        { key: 'AgentName' },
        { key: 'Produkt' },
        { key: 'Empfaenger', kind: 'value' },
        { key: 'WertCent', kind: 'cents' },
        { key: 'Status', kind: 'value' },
        { key: 'GutgeschriebenAm', kind: 'date' },
      ]}
    />
  );
}
