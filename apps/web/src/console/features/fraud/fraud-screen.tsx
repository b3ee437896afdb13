import type { FraudCase } from '@kwk/shared/operator/fraud.schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { consoleErrorText, consoleFetch, fieldMessages } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { useConsoleCases } from '../../lib/use-console-cases.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { Notice } from '../../ui/notice.tsx';
import { TextAreaField } from '../../ui/select-and-text-area-fields.tsx';
import { shortDate } from '../cases/case-format.ts';
import '../cases/cases.css';
import './fraud.css';
import { evidenceLabel, evidenceValue, heldFor, SIGNAL_LABELS } from './fraud-format.ts';

const TEXTS = {
  de: {
    heading: 'Betrugsprüfung',
    intro:
      'Empfehlungen, die ein Betrugssignal zurückhält: ihre Prämie wird nicht gutgeschrieben, bis Sie sie freigeben. Der Empfehler sieht nur „Ihr Prämienanspruch wird bearbeitet.“',
    caption: 'Zurückgehaltene Empfehlungen, die ältesten zuerst',
    age: 'Wartet seit',
    tenant: 'Mandant',
    number: 'Empfehlungsnummer',
    signals: 'Signale',
    status: 'Status',
    review: 'Prüfen',
    action: 'Aktion',
    reviewLabel: 'Empfehlung {nr} prüfen',
    none: 'Keine zurückgehaltene Empfehlung.',
    loading: 'Wird geladen …',
    detail: 'Empfehlung {nr}',
    heldSince: 'Zurückgehalten seit',
    timeline: 'Zeitleiste im Support öffnen',
    evidence: 'Hinweise',
    reason: 'Begründung',
    reasonHint: 'Pflicht; steht im Audit-Log und in der Zeitleiste der Empfehlung.',
    release: 'Freigeben',
    reject: 'Ablehnen',
    cancel: 'Abbrechen',
    released:
      'Empfehlung {nr} wurde freigegeben; ihre Prämie wird gutgeschrieben, sobald die Fristen abgelaufen sind.',
    rejected: 'Empfehlung {nr} wurde abgelehnt; ihre Prämie wird nicht gutgeschrieben (storniert).',
  },
  en: {
    heading: 'Fraud review',
    intro:
      "Referrals held by a fraud signal: their reward is not credited until you release them. The referrer only sees 'Your reward claim is being processed.'",
    caption: 'Held referrals, oldest first',
    age: 'Waiting for',
    tenant: 'Tenant',
    number: 'Referral number',
    signals: 'Signals',
    status: 'Status',
    review: 'Review',
    action: 'Action',
    reviewLabel: 'Review referral {nr}',
    none: 'No held referral.',
    loading: 'Loading …',
    detail: 'Referral {nr}',
    heldSince: 'Held since',
    timeline: 'Open the timeline in support',
    evidence: 'Evidence',
    reason: 'Reason',
    reasonHint: "Required; goes into the audit log and the referral's timeline.",
    release: 'Release',
    reject: 'Reject',
    cancel: 'Cancel',
    released: 'Referral {nr} was released; its reward is credited once its periods have passed.',
    rejected: 'Referral {nr} was rejected; its reward will not be credited (cancelled).',
  },
};

/** The fraud review (issue 15): the queue of held referrals, a case's signals, release or reject. */
export default function FraudScreen() {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const [chosen, setChosen] = useState<FraudCase | null>(null);
  const [done, setDone] = useState('');

  const { cases, error, load } = useConsoleCases<FraudCase>('betrug');

  const now = new Date();
  return (
    <>
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <Notice kind="error">{error ? consoleErrorText(error) : null}</Notice>
      <Notice kind="success">{done}</Notice>
      {chosen && (
        <ReviewForm
          key={chosen.Id}
          found={chosen}
          onDone={(decided) => {
            setChosen(null);
            if (decided) {
              setDone(
                (decided === 'released' ? t.released : t.rejected).replace(
                  '{nr}',
                  String(chosen.Empfehlungsnummer),
                ),
              );
              void load();
            }
          }}
        />
      )}
      <DataTable
        caption={t.caption}
        rows={cases ?? undefined}
        loading={t.loading}
        rowKey={(c) => c.Id}
        empty={t.none}
        columns={[
          { header: t.number, cell: (c) => c.Empfehlungsnummer, rowHeader: true },
          { header: t.tenant, cell: (c) => c.Mandant.Name },
          { header: t.signals, cell: (c) => c.Signale.map((s) => SIGNAL_LABELS[lang][s.Art]).join('; ') },
          { header: t.age, cell: (c) => heldFor(lang, c.GehaltenSeit, now) },
          { header: t.status, cell: (c) => c.Status },
          {
            header: t.action,
            cell: (c) => (
              <button
                type="button"
                className="c-button c-button-secondary"
                aria-label={t.reviewLabel.replace('{nr}', String(c.Empfehlungsnummer))}
                onClick={() => {
                  setDone('');
                  setChosen(c);
                }}
              >
                {t.review}
              </button>
            ),
          },
        ]}
      />
    </>
  );
}

function ReviewForm({
  found,
  onDone,
}: {
  found: FraudCase;
  onDone: (decided: 'released' | 'rejected' | null) => void;
}) {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form opens above the queue: the focus moves to it, so a keyboard user is there.
  useEffect(() => headingRef.current?.focus(), []);

  const decide = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const decision = submitter?.value === 'rejected' ? 'rejected' : 'released';
    setError(undefined);
    setBusy(true);
    try {
      await consoleFetch(`betrug/${found.Id}/${decision === 'released' ? 'freigeben' : 'ablehnen'}`, {
        method: 'POST',
        body: { Begruendung: reason },
      });
      onDone(decision);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const fields = fieldMessages(error);
  const nr = String(found.Empfehlungsnummer);
  return (
    <section aria-labelledby="fraud-review" className="c-panel">
      <h2 id="fraud-review" ref={headingRef} tabIndex={-1}>
        {t.detail.replace('{nr}', nr)}
      </h2>
      <p>
        {found.Mandant.Name} · {t.heldSince} {shortDate(found.GehaltenSeit)} ·{' '}
        <Link to={`/support/empfehlung/${found.Id}`}>{t.timeline}</Link>
      </p>
      <ul className="c-fraud-signals">
        {found.Signale.map((s) => (
          <li key={s.Art}>
            <strong>{SIGNAL_LABELS[lang][s.Art]}</strong> ({shortDate(s.Zeit)})
            {Object.keys(s.Hinweise).length > 0 && (
              <dl aria-label={`${t.evidence}: ${SIGNAL_LABELS[lang][s.Art]}`}>
                {Object.entries(s.Hinweise).map(([key, value]) => (
                  <div key={key}>
                    <dt>{evidenceLabel(lang, key)}</dt>
                    <dd>{evidenceValue(lang, value)}</dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ul>
      <form onSubmit={decide} noValidate>
        <TextAreaField
          label={t.reason}
          hint={t.reasonHint}
          value={reason}
          onChange={setReason}
          error={fields.Begruendung}
          required
        />
        <Notice kind="error">
          {error && Object.keys(fields).length === 0 ? consoleErrorText(error) : null}
        </Notice>
        <div className="c-actions">
          <button type="submit" className="c-button" value="released" disabled={busy}>
            {t.release}
          </button>
          <button type="submit" className="c-button c-button-danger" value="rejected" disabled={busy}>
            {t.reject}
          </button>
          <button type="button" className="c-button c-button-secondary" onClick={() => onDone(null)}>
            {t.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}
