import {
  GOODWILL_STATES,
  type GoodwillCase,
  type GoodwillState,
} from '@kwk/shared/operator/goodwill.schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { consoleErrorText, consoleFetch, fieldMessages } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { useConsoleCases } from '../../lib/use-console-cases.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { Field } from '../../ui/field.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { Notice } from '../../ui/notice.tsx';
import { SelectField, TextAreaField } from '../../ui/select-and-text-area-fields.tsx';
import { euro, fill, parseEuro, shortDate } from './case-format.ts';
import './cases.css';
import { SenderRewardsPanel } from './sender-rewards-panel.tsx';

const TEXTS = {
  de: {
    heading: 'Kulanzfälle',
    intro:
      'Reklamationen zu Prämien aus dem Kontaktformular. Entscheiden Sie mit Begründung; der Absender erhält eine E-Mail mit Link zur Seite /kulanzdanke.',
    filter: 'Status',
    Offen: 'Offen',
    Freigabe: 'Wartet auf Freigabe',
    Gewaehrt: 'Gewährt',
    Abgelehnt: 'Abgelehnt',
    caption: 'Kulanzfälle',
    received: 'Eingegangen',
    tenant: 'Mandant',
    email: 'E-Mail',
    subject: 'Betreff',
    amount: 'Betrag',
    decide: 'Entscheiden',
    decideLabel: 'Fall von {email} entscheiden',
    none: 'Keine Fälle mit diesem Status.',
    loading: 'Wird geladen …',
    decision: 'Entscheidung',
    message: 'Nachricht',
    noAccount: 'Zu dieser Adresse gibt es kein Empfehlerkonto: der Fall kann nur abgelehnt werden.',
    outcome: 'Ergebnis',
    grant: 'Kulanzprämie gewähren',
    refuse: 'Ablehnen',
    amountField: 'Betrag in Euro',
    amountHint: 'Zum Beispiel 25 oder 25,50; höchstens 500 €.',
    reason: 'Begründung',
    reasonHint: 'Steht in der E-Mail an den Absender und im Audit-Log.',
    save: 'Entscheidung speichern',
    cancel: 'Abbrechen',
    saved: 'Die Entscheidung wurde gespeichert und der Absender benachrichtigt.',
    savedPending:
      'Die Kulanzprämie wartet auf die Freigabe durch eine andere Person aus der Finanzabteilung; der Absender wird nach deren Entscheidung benachrichtigt.',
    amountInvalid: 'Betrag ist nicht gültig',
    allowance: 'Kulanzrahmen dieses Kontos',
    allowanceText:
      '{year}: {used} von {cap} vergeben (gewährt oder zur Freigabe), noch {left} frei. Beträge über {threshold} gibt eine zweite Person aus der Finanzabteilung frei.',
  },
  en: {
    heading: 'Goodwill cases',
    intro:
      'Complaints about rewards from the contact form. Decide with a reason; the sender gets an e-mail with a link to the /kulanzdanke page.',
    filter: 'Status',
    Offen: 'Open',
    Freigabe: 'Awaiting approval',
    Gewaehrt: 'Granted',
    Abgelehnt: 'Refused',
    caption: 'Goodwill cases',
    received: 'Received',
    tenant: 'Tenant',
    email: 'E-mail',
    subject: 'Subject',
    amount: 'Amount',
    decide: 'Decide',
    decideLabel: 'Decide the case of {email}',
    none: 'No cases with this status.',
    loading: 'Loading …',
    decision: 'Decision',
    message: 'Message',
    noAccount: 'There is no referrer account for this address: the case can only be refused.',
    outcome: 'Outcome',
    grant: 'Grant a goodwill reward',
    refuse: 'Refuse',
    amountField: 'Amount in euros',
    amountHint: 'For example 25 or 25.50; at most €500.',
    reason: 'Reason',
    reasonHint: 'Goes into the e-mail to the sender and into the audit log.',
    save: 'Save the decision',
    cancel: 'Cancel',
    saved: 'The decision has been saved and the sender notified.',
    savedPending:
      'The goodwill reward awaits the approval of another finance operator; the sender is notified after their decision.',
    amountInvalid: 'Amount is not valid',
    allowance: 'Goodwill allowance of this account',
    allowanceText:
      '{year}: {used} of {cap} given (granted or awaiting approval), {left} left. Amounts above {threshold} are approved by a second finance operator.',
  },
};

/** Goodwill cases (Kulanz): the list by status, and the decision with amount and reason. */
export default function GoodwillScreen() {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const [status, setStatus] = useState<GoodwillState>('Offen');
  const [chosen, setChosen] = useState<GoodwillCase | null>(null);
  const [done, setDone] = useState('');
  const { cases, error, load } = useConsoleCases<GoodwillCase>('kulanz', { status });

  return (
    <>
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <Notice kind="error">{error ? consoleErrorText(error) : null}</Notice>
      <Notice kind="success">{done}</Notice>
      <SelectField
        label={t.filter}
        value={status}
        onChange={(value) => setStatus(value as GoodwillState)}
        options={GOODWILL_STATES.map((s) => ({ value: s, label: t[s] }))}
      />
      {chosen && (
        <DecisionForm
          key={chosen.Id}
          found={chosen}
          onDone={(saved) => {
            setChosen(null);
            if (saved) {
              setDone(saved.Status === 'Freigabe' ? t.savedPending : t.saved);
              void load();
            }
          }}
        />
      )}
      <DataTable
        caption={
          <>
            {t.caption}: {t[status]}
          </>
        }
        rows={cases ?? undefined}
        loading={t.loading}
        empty={t.none}
        emptyAlone
        rowKey={(c) => c.Id}
        columns={[
          { header: t.received, cell: (c) => shortDate(c.Eingegangen) },
          { header: t.tenant, cell: (c) => c.Mandant },
          { header: t.email, cell: (c) => c.Email, rowHeader: true },
          { header: t.subject, cell: (c) => c.Betreff },
          {
            header: status === 'Offen' ? t.decision : t.amount,
            cell: (c) =>
              c.Status === 'Offen' ? (
                <button
                  type="button"
                  className="c-button c-button-secondary"
                  aria-label={t.decideLabel.replace('{email}', c.Email)}
                  onClick={() => {
                    setDone('');
                    setChosen(c);
                  }}
                >
                  {t.decide}
                </button>
              ) : c.BetragCent !== null ? (
                euro(c.BetragCent, lang)
              ) : (
                '–'
              ),
          },
        ]}
      />
    </>
  );
}

function DecisionForm({
  found,
  onDone,
}: {
  found: GoodwillCase;
  /** The case as saved, or null when the form was cancelled. */
  onDone: (saved: GoodwillCase | null) => void;
}) {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const allowance = found.Kulanzrahmen;
  // Said with the amount field: what this account may still be granted this year.
  const allowanceText = allowance
    ? `${t.allowance} ${fill(t.allowanceText, {
        year: String(allowance.Jahr),
        used: euro(allowance.GenutztCent, lang),
        cap: euro(allowance.JahresgrenzeCent, lang),
        left: euro(allowance.RestCent, lang),
        threshold: euro(allowance.FreigabeAbCent, lang),
      })}`
    : '';
  const [outcome, setOutcome] = useState<'Gewaehrt' | 'Abgelehnt'>(
    found.Empfehlerkonto ? 'Gewaehrt' : 'Abgelehnt',
  );
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<unknown>();
  const [amountError, setAmountError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form opens below the list's button: the focus moves to it, so a keyboard user is there.
  useEffect(() => headingRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setAmountError(undefined);
    const cents = outcome === 'Gewaehrt' ? parseEuro(amount) : undefined;
    if (outcome === 'Gewaehrt' && cents === undefined) {
      setAmountError(t.amountInvalid);
      return;
    }
    setBusy(true);
    try {
      const saved = await consoleFetch<GoodwillCase>(`kulanz/${found.Id}/entscheidung`, {
        method: 'POST',
        body: {
          Entscheidung: outcome,
          Begruendung: reason,
          ...(cents === undefined ? {} : { BetragCent: cents }),
        },
      });
      onDone(saved);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const fields = fieldMessages(error);
  return (
    <section aria-labelledby="goodwill-decision" className="c-panel">
      <h2 id="goodwill-decision" ref={headingRef} tabIndex={-1}>
        {t.decision}: {found.Email}
      </h2>
      <p>
        <strong>{found.Betreff}</strong>
      </p>
      <blockquote aria-label={t.message}>{found.Nachricht}</blockquote>
      {!found.Empfehlerkonto && <p>{t.noAccount}</p>}
      <SenderRewardsPanel tenant={found.Mandant} email={found.Email} />
      <form onSubmit={submit} noValidate>
        <SelectField
          label={t.outcome}
          value={outcome}
          onChange={(value) => setOutcome(value as 'Gewaehrt' | 'Abgelehnt')}
          options={[
            ...(found.Empfehlerkonto ? [{ value: 'Gewaehrt', label: t.grant }] : []),
            { value: 'Abgelehnt', label: t.refuse },
          ]}
        />
        {outcome === 'Gewaehrt' && (
          <Field
            label={t.amountField}
            hint={`${t.amountHint} ${allowanceText}`.trim()}
            inputMode="decimal"
            value={amount}
            onChange={setAmount}
            error={amountError ?? fields.BetragCent}
          />
        )}
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
    </section>
  );
}
