import { ReportTable } from '../reports/report-table.tsx';
import type { AgencyTabProps } from '../tab-modules.ts';

/** Tab "Empfehlungen" (EmpfehlerReport): every recommendation of the agency's agents. */
export default function EmpfehlungenTab(_props: AgencyTabProps) {
  return (
    <ReportTable
      report="empfehlungen"
      rowKey={(row) => String(row.Empfehlungsnummer)}
      columns={[
        { key: 'Empfehlungsnummer', kind: 'number' },
        { key: 'Agentennummer' },
        { key: 'AgentName' },
        { key: 'Produkt' },
        { key: 'EmpfehlerName' },
        { key: 'Kanal', kind: 'channel' },
        { key: 'Status', kind: 'value' },
        { key: 'ErstelltAm', kind: 'dateTime' },
      ]}
    />
  );
}
