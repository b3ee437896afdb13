import { formatEuro } from '@kwk/shared/catalogue/catalogue.rules';
import { useState } from 'react';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { failureText } from '../../../lib/error-text.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { StatusAndAlert } from '../components/status-and-alert.tsx';
import { AdminTable } from './admin-table.tsx';
import { getStatementPdf, type Statement } from './api/statements.ts';
import { statementFileName, statementMonth } from './statement-month.ts';

/**
 * The monthly commission statements: a closed month's is a credit note (Gutschrift) with its
 * number and a PDF fetched with the agency's token; the running month's shows the amounts as of
 * now and has no PDF yet. Period, number and gross come first, so a phone shows them without
 * scrolling the table sideways; the payout follows (gross less a carried negative rest).
 */
export function StatementList({ token, statements }: { token: string; statements: readonly Statement[] }) {
  const { t } = useTranslation('agency');
  const lang = currentLanguage();
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function download(month: string, number: string | null) {
    const name = statementMonth(month, lang);
    setBusy(month);
    setFailure(null);
    setStatus(t('statements.downloading', { month: name }));
    try {
      saveFile({ blob: await getStatementPdf(token, month), fileName: statementFileName(number, month) });
      setStatus(t('statements.downloaded', { month: name }));
    } catch (error) {
      setStatus('');
      setFailure(failureText(error, lang));
    } finally {
      setBusy(null);
    }
  }

  if (statements.length === 0) return <p>{t('statements.empty')}</p>;
  return (
    <>
      <AdminTable
        caption={t('statements.caption')}
        columns={[
          { label: t('statements.month') },
          { label: t('statements.number') },
          { label: t('statements.gross'), number: true },
          { label: t('statements.payout'), number: true },
          { label: t('statements.net'), number: true },
          { label: t('statements.vat'), number: true },
          { label: t('statements.orders'), number: true },
          { label: t('statements.download') },
        ]}
      >
        {statements.map((statement) => {
          const name = statementMonth(statement.Monat, lang);
          return (
            <tr key={statement.Monat}>
              <th scope="row">{name}</th>
              <td>
                {statement.Nummer ?? t(statement.Laufend ? 'statements.running' : 'statements.notIssued')}
              </td>
              <td className="admin-table__number">{formatEuro(statement.BruttoCent, lang)}</td>
              <td className="admin-table__number">
                {formatEuro(statement.AuszahlungCent, lang)}
                {/* A negative rest of the last credit note is paid off first (decision 038, second addendum). */}
                {statement.VortragCent < 0 ? (
                  <>
                    <br />
                    {t('statements.carried', { amount: formatEuro(statement.VortragCent, lang) })}
                  </>
                ) : null}
              </td>
              <td className="admin-table__number">{formatEuro(statement.NettoCent, lang)}</td>
              <td className="admin-table__number">{formatEuro(statement.UstCent, lang)}</td>
              <td className="admin-table__number">
                {statement.Auftraege}
                {statement.Stornos > 0 ? (
                  <>
                    <br />
                    {t('statements.reversed', { count: statement.Stornos })}
                  </>
                ) : null}
              </td>
              <td>
                {/* The running month has no credit note yet; a closed one not yet issued says why at the click. */}
                {statement.Laufend ? null : (
                  <button
                    type="button"
                    className="button"
                    aria-label={t('statements.downloadLabel', { month: name })}
                    aria-disabled={busy === statement.Monat || undefined}
                    onClick={() => busy === null && download(statement.Monat, statement.Nummer)}
                  >
                    {t('statements.download')}
                  </button>
                )}
              </td>
            </tr>
          );
        })}
      </AdminTable>
      <StatusAndAlert status={status} error={failure} statusClass="form__status" />
    </>
  );
}
