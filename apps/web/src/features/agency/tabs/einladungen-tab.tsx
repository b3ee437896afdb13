import { ReportTable } from '../reports/report-table.tsx';
import type { AgencyTabProps } from '../tab-modules.ts';

/** Tab "Einladungen": the invitations the agency sent and what became of them. */
export default function EinladungenTab(_props: AgencyTabProps) {
  return (
    <ReportTable
      report="einladungen"
      rowKey={(row) => row.Id}
      columns={[
        { key: 'Nachname', render: (row) => `${row.Nachname}, ${row.Vorname}` },
        { key: 'Email' },
        { key: 'Art', kind: 'value' },
        { key: 'Mitarbeiternummer' },
        { key: 'Status', kind: 'value' },
        { key: 'EingeladenAm', kind: 'dateTime' },
        { key: 'AngenommenAm', kind: 'date' },
      ]}
    />
  );
}
