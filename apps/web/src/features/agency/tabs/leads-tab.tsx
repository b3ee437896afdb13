import { ReportTable } from '../reports/report-table.tsx';
import type { AgencyTabProps } from '../tab-modules.ts';
import { RECOMMENDATION_COLUMNS, recipientRowKey } from './recommendation-columns.ts';

/** Tab "Leads": recipients who confirmed their data through an agent's recommendation. */
export default function LeadsTab(_props: AgencyTabProps) {
  return (
    <ReportTable
      report="leads"
      rowKey={recipientRowKey}
      columns={[
        ...RECOMMENDATION_COLUMNS,
        { key: 'EmpfaengerName' },
        { key: 'Ort' },
        { key: 'BestaetigtAm', kind: 'dateTime' },
        { key: 'Bestellt', kind: 'yesNo' },
      ]}
    />
  );
}
