import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { displayDate } from '../../../lib/display-date.ts';
import { OrderRelease } from '../reports/order-release.tsx';
import { ReportTable } from '../reports/report-table.tsx';
import type { AgencyTabProps } from '../tab-modules.ts';
import { RECOMMENDATION_COLUMNS, recipientRowKey } from './recommendation-columns.ts';

/** Tab "Aufträge" (AuftragsReport): the partner's orders for the agents' recommendations, and their release. */
export default function AuftraegeTab({ user }: AgencyTabProps) {
  const { t } = useTranslation('agency');
  const [announcement, setAnnouncement] = useState('');
  const mayRelease = user.Abilities.includes('Verwaltung');
  return (
    <>
      <p role="status" className="agency-status">
        {announcement}
      </p>
      <ReportTable
        report="auftraege"
        cards
        rowKey={recipientRowKey}
        columns={[
          ...RECOMMENDATION_COLUMNS,
          { key: 'AuftragsDatum', kind: 'date' },
          {
            // The day an order took effect goes with its status (a column of its own did not fit
            // 1280 px beside the release): "Wirksam" and, under it, since when.
            key: 'Status',
            render: (row) => (
              <>
                {t(`values.${row.Status}`, { defaultValue: row.Status })}
                {row.WirksamAm && (
                  <span className="report__sub">
                    {t('orders.effectiveSince', { date: displayDate(row.WirksamAm) ?? '–' })}
                  </span>
                )}
              </>
            ),
          },
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
