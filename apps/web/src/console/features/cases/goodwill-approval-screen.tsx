import type { GoodwillCase } from '@kwk/shared/operator/goodwill.schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { consoleErrorText, consoleFetch, fieldMessages } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { useConsoleCases } from '../../lib/use-console-cases.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useReauth } from '../../ui/reauth-dialog.tsx';
import { SelectField, TextAreaField } from '../../ui/select-and-text-area-fields.tsx';
import { euro, fill, shortDate } from './case-format.ts';
import './cases.css';

const TEXTS = {
  de: {
    heading: 'Kulanz-Freigaben',
    intro:
      'Kulanzprämien über dem Schwellenwert des Mandanten werden erst nach Ihrer Freigabe zur Prämie des Empfehlers; erst dann kann er einen Gutschein oder eine Überweisung wählen. Eine Prämie, die Sie selbst gewährt haben, gibt eine andere Person frei.',
    caption: 'Kulanzprämien, die auf Freigabe warten',
    granted: 'Gewährt am',
    tenant: 'Mandant',
    email: 'E-Mail',
    amount: 'Betrag',
    reasonSupport: 'Begründung des Supports',
    action: 'Aktion',
    review: 'Prüfen',
    reviewLabel: 'Kulanzprämie von {amount} für {email} prüfen',
    own: 'Von Ihnen gewährt',
    none: 'Keine Kulanzprämie wartet auf Freigabe.',
    loading: 'Wird geladen …',
    decisionHeading: 'Freigabe: {amount} für {email}',
    allowance: 'Kulanz dieses Kontos {year}: {used} von {cap} vergeben.',
    outcome: 'Entscheidung',
    approve: 'Freigeben (Prämie gutschreiben)',
    refuse: 'Ablehnen',
    reason: 'Begründung',
    reasonHint: 'Steht im Audit-Log; bei einer Ablehnung auch in der E-Mail an den Absender.',
    save: 'Entscheidung speichern',
    cancel: 'Abbrechen',
    approved: 'Freigegeben: die Prämie ist gutgeschrieben und der Absender benachrichtigt.',
    refused: 'Abgelehnt: der Absender ist benachrichtigt.',
  },
  en: {
    heading: 'Goodwill approvals',
    intro:
      "Goodwill rewards above the tenant's threshold become the referrer's reward only after your approval; only then can they choose a voucher or a transfer. A reward you granted yourself is approved by another person.",
    caption: 'Goodwill rewards awaiting approval',
    granted: 'Granted on',
    tenant: 'Tenant',
    email: 'E-mail',
    amount: 'Amount',
    reasonSupport: "Support's reason",
    action: 'Action',
    review: 'Review',
    reviewLabel: 'Review the goodwill reward of {amount} for {email}',
    own: 'Granted by you',
    none: 'No goodwill reward is awaiting approval.',
    loading: 'Loading …',
    decisionHeading: 'Approval: {amount} for {email}',
    allowance: 'Goodwill of this account in {year}: {used} of {cap} given.',
    outcome: 'Decision',
    approve: 'Approve (credit the reward)',
    refuse: 'Refuse',
    reason: 'Reason',
    reasonHint: 'Goes into the audit log; on a refusal also into the e-mail to the sender.',
    save: 'Save the decision',
    cancel: 'Cancel',
    approved: 'Approved: the reward is credited and the sender notified.',
    refused: 'Refused: the sender has been notified.',
  },
};

/**
 * Finance's approvals of goodwill grants above the threshold (issue 27, item 2): the waiting grants,
 * and the decision on one, never on one's own grant (the server refuses that too).
 */
export default function GoodwillApprovalScreen() {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const [chosen, setChosen] = useState<GoodwillCase | null>(null);
  const [done, setDone] = useState('');

  const { cases, error, load } = useConsoleCases<GoodwillCase>('kulanz-freigaben');

  const labels = (c: GoodwillCase) => ({ amount: euro(c.BetragCent ?? 0, lang), email: c.Email });

  return (
    <>
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <Notice kind="error">{error ? consoleErrorText(error) : null}</Notice>
      <Notice kind="success">{done}</Notice>
      {chosen && (
        <ApprovalForm
          key={chosen.Id}
          found={chosen}
          onDone={(saved) => {
            setChosen(null);
            if (saved) {
              setDone(saved.Status === 'Gewaehrt' ? t.approved : t.refused);
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
          { header: t.granted, cell: (c) => shortDate(c.Entschieden) },
          { header: t.tenant, cell: (c) => c.Mandant },
          { header: t.email, cell: (c) => c.Email, rowHeader: true },
          { header: t.amount, cell: (c) => euro(c.BetragCent ?? 0, lang) },
          { header: t.reasonSupport, cell: (c) => c.Begruendung ?? '' },
          {
            header: t.action,
            cell: (c) =>
              c.SelbstGewaehrt ? (
                t.own
              ) : (
                <button
                  type="button"
                  className="c-button c-button-secondary"
                  aria-label={fill(t.reviewLabel, labels(c))}
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

function ApprovalForm({
  found,
  onDone,
}: {
  found: GoodwillCase;
  /** The case as saved, or null when the form was cancelled. */
  onDone: (saved: GoodwillCase | null) => void;
}) {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const [outcome, setOutcome] = useState<'Freigegeben' | 'Abgelehnt'>('Freigegeben');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { run, dialog } = useReauth();

  // The form opens above the list: the focus moves to it, so a keyboard user is there.
  useEffect(() => headingRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setBusy(true);
    try {
      // Money leaves by this: the server asks a fresh confirmation, as for a payout release.
      const saved = await run(() =>
        consoleFetch<GoodwillCase>(`kulanz/${found.Id}/freigabe`, {
          method: 'POST',
          body: { Entscheidung: outcome, Begruendung: reason },
        }),
      );
      onDone(saved);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const fields = fieldMessages(error);
  const allowance = found.Kulanzrahmen;
  return (
    <section aria-labelledby="goodwill-approval" className="c-panel">
      <h2 id="goodwill-approval" ref={headingRef} tabIndex={-1}>
        {fill(t.decisionHeading, { amount: euro(found.BetragCent ?? 0, lang), email: found.Email })}
      </h2>
      <p>
        <strong>{found.Betreff}</strong>
      </p>
      <blockquote aria-label={t.reasonSupport}>{found.Begruendung}</blockquote>
      {allowance && (
        <p>
          {fill(t.allowance, {
            year: String(allowance.Jahr),
            used: euro(allowance.GenutztCent, lang),
            cap: euro(allowance.JahresgrenzeCent, lang),
          })}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <SelectField
          label={t.outcome}
          value={outcome}
          onChange={(value) => setOutcome(value as 'Freigegeben' | 'Abgelehnt')}
          options={[
            { value: 'Freigegeben', label: t.approve },
            { value: 'Abgelehnt', label: t.refuse },
          ]}
          error={fields.Entscheidung}
        />
        <TextAreaField
          label={t.reason}
          hint={t.reasonHint}
          value={reason}
          onChange={setReason}
          error={fields.Begruendung}
        />
        <Notice kind="error">
          {error && Object.keys(fields).length === 0 ? consoleErrorText(error) : null}
        </Notice>
        <FormActions save={t.save} cancel={t.cancel} busy={busy} onCancel={() => onDone(null)} />
      </form>
      {dialog}
    </section>
  );
}
