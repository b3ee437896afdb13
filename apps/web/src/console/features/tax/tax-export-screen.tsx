import { useRef } from 'react';
import { consoleErrorText, fieldMessages } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { useConsoleQuery } from '../../lib/use-console-query.ts';
import { downloadFile } from '../../ui/download.ts';
import { Field } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { TenantChoice } from '../../ui/tenant-choice.tsx';
import { useConsoleForm } from '../../ui/use-console-form.ts';
import '../operations-ui/operations.css';
import { SubmitButton } from '../../ui/submit-button.tsx';

const TEXTS = {
  de: {
    heading: 'Steuer-Export',
    intro:
      'Prämien sind Einkünfte aus gelegentlichen Leistungen (§ 22 Nr. 3 EStG) und bleiben steuerfrei, wenn sie im Kalenderjahr insgesamt weniger als 256 € betragen. Der Export nennt je Empfehler, was ein Mandant im gewählten Jahr (Berliner Kalenderjahr) ausgezahlt hat.',
    columns:
      'Spalten: Rolle (Empfehler oder Empfänger), Nummer (Empfehler- oder Empfängernummer), Vorname, Nachname, E-Mail, Jahr, Anzahl der Auszahlungen, Summe in Cent und Euro, steuerfrei ja/nein. Keine IBAN, keine Anschrift, keine Empfehlungen: nur was für den Hinweis an die Person und die Auskunft an das Finanzamt nötig ist. Jeder Export wird protokolliert.',
    tenant: 'Mandant',
    year: 'Jahr',
    yearHint: 'Vierstellig, z. B. 2026',
    download: 'CSV herunterladen',
    downloading: 'Der Export wird erstellt …',
    done: 'Der Export ist heruntergeladen.',
  },
  en: {
    heading: 'Tax export',
    intro:
      'Rewards are income from occasional services (§ 22 No. 3 German Income Tax Act) and stay tax-free if they total less than €256 in a calendar year. The export lists, per referrer, what a tenant paid in the chosen year (Berlin calendar year).',
    columns:
      'Columns: role (referrer or recipient), number (referrer or recipient number), first name, surname, e-mail, year, number of payouts, sum in cents and euros, tax-free yes/no. No IBAN, no postal address, no referrals: only what is needed to tell the person and to answer the tax office. Every export is logged.',
    tenant: 'Tenant',
    year: 'Year',
    yearHint: 'Four digits, e.g. 2026',
    download: 'Download CSV',
    downloading: 'Preparing the export …',
    done: 'The export is downloaded.',
  },
};

/** The Berlin calendar year today: the year most exports are for. */
const thisYear = () =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date()));

/** Finance's tax export (issue 15): a tenant and a year, downloaded as CSV. */
export default function TaxExportScreen() {
  const t = useTexts(TEXTS);
  const form = useConsoleForm({ tenant: '', year: String(thisYear()) });
  const yearInput = useRef<HTMLInputElement>(null);
  const tenantList = useConsoleQuery<{ Key: string; Name: string }[]>('steuer/mandanten', {
    onData: (list) => form.setValues((v) => ({ ...v, tenant: v.tenant || list[0]?.Key || '' })),
  });
  const tenants = tenantList.data ?? [];
  const { tenant, year } = form.values;
  const busy = form.busy;
  const error = form.error ?? tenantList.error;

  const submit = form.submit(async () => {
    try {
      await downloadFile('steuer/export', `steuer-${tenant}-${year}.csv`, {
        query: { mandant: tenant, jahr: year.trim() },
      });
    } catch (failure) {
      if (fieldMessages(failure).jahr) yearInput.current?.focus();
      throw failure;
    }
    return t.done;
  });
  const fields = fieldMessages(error);

  return (
    <>
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <p>{t.columns}</p>
      <form className="ops-filters" onSubmit={submit} noValidate>
        <TenantChoice
          always
          label={t.tenant}
          tenants={tenants}
          value={tenant}
          onChange={form.set('tenant')}
        />
        <Field
          label={t.year}
          name="jahr"
          value={year}
          onChange={form.set('year')}
          hint={t.yearHint}
          error={fields.jahr}
          inputMode="numeric"
          autoComplete="off"
          inputRef={yearInput}
        />
        <div>
          <SubmitButton busy={busy || !tenant}>{busy ? t.downloading : t.download}</SubmitButton>
        </div>
      </form>
      <Notice kind="error">{error && !fields.jahr ? consoleErrorText(error) : null}</Notice>
      <Notice kind="success">{form.done}</Notice>
    </>
  );
}
