import { ReportTable } from '../reports/report-table.tsx';
import type { AgencyTabProps } from '../tab-modules.ts';

/** Tab "Leads": recipients who confirmed their data through an agent's recommendation. */
export default function LeadsTab(_props: AgencyTabProps) {
  return (
    <ReportTable
      report="leads"
      rowKey={(row) => `${row.Empfehlungsnummer}-${row.Empfaengernummer}`}
      columns={[
        { key: 'Empfehlungsnummer', kind: 'number' },
        { key: 'Agentennummer' },
        { key: 'AgentName' },
        { key: 'Produkt' },
        { key: 'EmpfaengerName' },
        { key: 'Ort' },
        { key: 'BestaetigtAm', kind: 'dateTime' },
        { key: 'Bestellt', kind: 'yesNo' },
      ]}
    />
  );
}
