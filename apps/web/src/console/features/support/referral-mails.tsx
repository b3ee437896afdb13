import type { SupportReferral } from '@kwk/shared/operator/support.schemas';
import { berlinDateTime } from '../../lib/berlin-time.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { VIEW_TEXTS } from './referral-view-texts.ts';

/** The mails sent about a referral: kind, subject, when written and sent, delivered or not; no body. */
export function ReferralMails({ mails }: { mails: SupportReferral['Mails'] }) {
  const t = useTexts(VIEW_TEXTS);
  const state = { pending: t.pending, sent: t.sentState, failed: t.failed };
  return (
    <section aria-labelledby="referral-mails">
      <h2 id="referral-mails">{t.mails}</h2>
      <DataTable
        caption={t.mailsCaption}
        rows={mails}
        rowKey={(m) => m.Id}
        empty={t.noMails}
        emptyAlone
        columns={[
          { header: t.mailSubject, cell: (m) => m.Betreff, rowHeader: true },
          { header: t.mailKind, cell: (m) => m.Art },
          { header: t.written, cell: (m) => berlinDateTime(m.Erstellt) },
          { header: t.sent, cell: (m) => (m.Versendet ? berlinDateTime(m.Versendet) : t.none) },
          { header: t.delivery, cell: (m) => state[m.Zustand] },
        ]}
      />
    </section>
  );
}
