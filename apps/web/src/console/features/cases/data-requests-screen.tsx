import type { DataErasureResult } from '@kwk/shared/operator/data-requests.schemas';
import { type FormEvent, useState } from 'react';
import { consoleErrorText, consoleFetch, fieldMessages } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { useConsoleSession } from '../../lib/console-session.ts';
import { useConsoleMutation } from '../../lib/use-console-query.ts';
import { downloadFile } from '../../ui/download.ts';
import { Field } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { ReauthDialog, useReauth } from '../../ui/reauth-dialog.tsx';
import { TextAreaField } from '../../ui/select-and-text-area-fields.tsx';
import { useConsoleForm } from '../../ui/use-console-form.ts';

const TEXTS = {
  de: {
    heading: 'Datenanfragen',
    intro:
      'Auskunft (Art. 15 DSGVO) und Löschung (Art. 17 DSGVO) zu einer E-Mail-Adresse. Beides steht im Audit-Log, ohne die Adresse selbst.',
    email: 'E-Mail-Adresse der betroffenen Person',
    tenant: 'Mandant',
    tenantHint: 'Schlüssel des Mandanten, z. B. fyrst; leer lassen für alle Mandanten.',
    exportHeading: 'Auskunft',
    exportIntro:
      'Eine JSON-Datei mit allem, was zu der Adresse gespeichert ist, auch IBANs im Klartext: die Datei ist für die betroffene Person bestimmt.',
    download: 'Auskunft herunterladen',
    downloaded: 'Die Auskunft wurde als Datei heruntergeladen.',
    eraseHeading: 'Löschung',
    eraseIntro:
      'Wie die Selbstlöschung: Konto, Bankdaten und Sitzungen werden gelöscht; Empfängerdaten, Adressen in Empfehlungen, Mails und Kulanzfällen entfernt. Prämienbeträge bleiben für die Buchhaltung ohne Personenbezug. Die Löschung ist endgültig und wird mit Ihrem Code bestätigt.',
    reason: 'Begründung',
    reasonHint: 'Zum Beispiel: Anfrage per E-Mail vom 20.11.2026, Vorgang 123.',
    erase: 'Daten endgültig löschen',
    erased:
      'Gelöscht: {Konten} Konten, {Empfaengerdaten} Empfängerdatensätze, {EmpfehlungenAlsEmpfaenger} Adressen in Empfehlungen, {Praemien} Prämien-Zahlungsdaten, {Mails} Mails, {Kulanzfaelle} Kulanzfälle.',
  },
  en: {
    heading: 'Data-subject requests',
    intro:
      'Access (Art. 15 GDPR) and erasure (Art. 17 GDPR) for an e-mail address. Both go into the audit log, without the address itself.',
    email: 'E-mail address of the data subject',
    tenant: 'Tenant',
    tenantHint: 'The tenant’s key, e.g. fyrst; leave empty for every tenant.',
    exportHeading: 'Access',
    exportIntro:
      'A JSON file with everything held about the address, IBANs in clear text too: the file is meant for the data subject.',
    download: 'Download the data',
    downloaded: 'The data has been downloaded as a file.',
    eraseHeading: 'Erasure',
    eraseIntro:
      'As the self-service deletion: account, bank data and sessions are deleted; recipient data, addresses in recommendations, mails and goodwill cases removed. Reward amounts stay for the bookkeeping without a person. The erasure is final and is confirmed with your code.',
    reason: 'Reason',
    reasonHint: 'For example: request by e-mail of 20.11.2026, case 123.',
    erase: 'Erase the data for good',
    erased:
      'Erased: {Konten} accounts, {Empfaengerdaten} recipient records, {EmpfehlungenAlsEmpfaenger} addresses in recommendations, {Praemien} reward payment details, {Mails} mails, {Kulanzfaelle} goodwill cases.',
  },
};

/** Data-subject requests by e-mail address: the export as a file, and the erasure after a fresh confirmation. */
export default function DataRequestsScreen() {
  const t = useTexts(TEXTS);
  const session = useConsoleSession();
  const mayErase = session?.Operator.Rights.includes('dataRequests.erase') ?? false;
  const [confirming, setConfirming] = useState(false);
  const mutation = useConsoleMutation();
  const { busy, error, setError, run } = mutation;
  const form = useConsoleForm({ email: '', tenant: '', reason: '' }, { mutation });
  const { values, set, setDone } = form;
  const { run: reauth, dialog } = useReauth();

  const request = () => ({ Email: values.email, Mandant: values.tenant.trim() || null });

  const exportData = () => {
    setDone('');
    return run(async () => {
      await downloadFile('datenanfragen/auskunft', 'datenauskunft.json', { method: 'POST', body: request() });
      setDone(t.downloaded);
    });
  };

  const erase = () =>
    run(async () => {
      const result = await reauth(() =>
        consoleFetch<DataErasureResult>('datenanfragen/loeschung', {
          method: 'POST',
          body: { ...request(), Begruendung: values.reason },
        }),
      );
      setDone(t.erased.replace(/\{(\w+)\}/g, (_, key: keyof DataErasureResult) => String(result[key])));
      set('reason')('');
    });

  const askErase = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setDone('');
    // Erasure cannot be undone: the console asks for a code every time, whatever the server's
    // five-minute window of the last confirmation still allows.
    setConfirming(true);
  };

  const fields = fieldMessages(error);
  return (
    <>
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <Notice kind="error">
        {error && Object.keys(fields).length === 0 ? consoleErrorText(error) : null}
      </Notice>
      <Notice kind="success">{form.done}</Notice>
      <form onSubmit={askErase} noValidate>
        <Field
          label={t.email}
          type="email"
          autoComplete="off"
          value={values.email}
          onChange={set('email')}
          error={fields.Email}
        />
        <Field
          label={t.tenant}
          hint={t.tenantHint}
          value={values.tenant}
          onChange={set('tenant')}
          error={fields.Mandant}
        />
        <section aria-labelledby="data-export">
          <h2 id="data-export">{t.exportHeading}</h2>
          <p>{t.exportIntro}</p>
          <button type="button" className="c-button" disabled={busy} onClick={() => void exportData()}>
            {t.download}
          </button>
        </section>
        {mayErase && (
          <section aria-labelledby="data-erase">
            <h2 id="data-erase">{t.eraseHeading}</h2>
            <p>{t.eraseIntro}</p>
            <TextAreaField
              label={t.reason}
              hint={t.reasonHint}
              value={values.reason}
              onChange={set('reason')}
              error={fields.Begruendung}
            />
            <button type="submit" className="c-button c-button-danger" disabled={busy}>
              {t.erase}
            </button>
          </section>
        )}
      </form>
      {confirming && (
        <ReauthDialog
          onDone={(confirmed) => {
            setConfirming(false);
            if (confirmed) void erase();
          }}
        />
      )}
      {dialog}
    </>
  );
}
