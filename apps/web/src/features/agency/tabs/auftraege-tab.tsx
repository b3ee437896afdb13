import { useState } from 'react';
import { OrderRelease } from '../reports/order-release.tsx';
import { ReportTable } from '../reports/report-table.tsx';
import type { AgencyTabProps } from '../tab-modules.ts';

/** Tab "Aufträge" (AuftragsReport): the partner's orders for the agents' recommendations, and their release. */
export default function AuftraegeTab({ user }: AgencyTabProps) {
  const [announcement, setAnnouncement] = useState('');
  const mayRelease = user.Abilities.includes('Verwaltung');
  return (
    <>
      <p role="status" className="agency-status">
        {announcement}
      </p>
      <ReportTable
        report="auftraege"
        rowKey={(row) => `${row.Empfehlungsnummer}-${row.Empfaengernummer}`}
        columns={[
          { key: 'Empfehlungsnummer', kind: 'number' },
          { key: 'Agentennummer' },
          { key: 'AgentName' },
          { key: 'Produkt' },
          { key: 'AuftragsDatum', kind: 'date' },
          { key: 'WirksamAm', kind: 'date' },
          { key: 'Status', kind: 'value' },
          { key: 'PraemieCent', kind: 'cents' },
          {
            // Sorted by the release date; shows the release, or the button to release.
            key: 'FreigegebenAm',
            render: (row) => (
              <OrderRelease order={row} mayRelease={mayRelease} onReleased={setAnnouncement} />
            ),
          },
          // Whether the order earns commission: what the statements (tab Rechnungen) credit.
          { key: 'Provision', kind: 'yesNo' },
        ]}
      />
    </>
  );
}
