import type { ReportRequest } from '@kwk/shared/agency/agency.schemas';
import type { ReportName } from '@kwk/shared/agency/agency-reports.schemas';
import { useState } from 'react';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { failureText } from '../../../lib/error-text.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { exportReport } from '../api/agency-reports.ts';
import { StatusAndAlert } from '../components/status-and-alert.tsx';

/** "CSV" and "Excel": the whole current filter and sort as a file, named by the server. */
export function ExportButtons({ report, query }: { report: ReportName; query: ReportRequest }) {
  const { t } = useTranslation('agency');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function download(format: 'csv' | 'xlsx') {
    setBusy(true);
    setError(null);
    setStatus(t('reports.exporting'));
    try {
      const file = await exportReport(report, format, query);
      saveFile(file);
      setStatus(t('reports.exported', { file: file.fileName }));
    } catch (caught) {
      setStatus('');
      setError(failureText(caught, currentLanguage()));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="report-export">
      <fieldset className="report-export__buttons">
        <legend>{t('reports.export')}</legend>
        <button type="button" className="button" disabled={busy} onClick={() => download('csv')}>
          {t('reports.csv')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => download('xlsx')}>
          {t('reports.excel')}
        </button>
      </fieldset>
      <StatusAndAlert status={status} error={error} statusClass="agency-status" />
    </div>
  );
}
