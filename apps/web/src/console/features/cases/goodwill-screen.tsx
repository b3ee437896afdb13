import {
  GOODWILL_STATES,
  type GoodwillCase,
  type GoodwillState,
  type goodwillDecisionSchema,
} from '@kwk/shared/operator/goodwill.schemas';
import { useEffect, useRef, useState } from 'react';
import { consoleErrorText, consoleFetch } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { useConsoleCases } from '../../lib/use-console-cases.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { Field } from '../../ui/field.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { Notice } from '../../ui/notice.tsx';
import { SelectField, TextAreaField } from '../../ui/select-and-text-area-fields.tsx';
import { useConsoleForm } from '../../ui/use-console-form.ts';
import { euro, fill, parseEuro, shortDate } from './case-format.ts';
import './cases.css';
import { TEXTS } from './goodwill-texts.ts';
import { SenderRewardsPanel } from './sender-rewards-panel.tsx';

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
  const form = useConsoleForm<
    typeof goodwillDecisionSchema,
    { outcome: string; amount: string; reason: string }
  >(
    { outcome: found.Empfehlerkonto ? 'Gewaehrt' : 'Abgelehnt', amount: '', reason: '' },
    {
      check: ({ outcome, amount }) =>
        outcome === 'Gewaehrt' && parseEuro(amount) === undefined ? { BetragCent: t.amountInvalid } : {},
    },
  );
  const { values, set, fields } = form;
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form opens below the list's button: the focus moves to it, so a keyboard user is there.
  useEffect(() => headingRef.current?.focus(), []);

  const submit = form.submit(async ({ outcome, amount, reason }) => {
    const cents = outcome === 'Gewaehrt' ? parseEuro(amount) : undefined;
    const saved = await consoleFetch<GoodwillCase>(`kulanz/${found.Id}/entscheidung`, {
      method: 'POST',
      body: {
        Entscheidung: outcome,
        Begruendung: reason,
        ...(cents === undefined ? {} : { BetragCent: cents }),
      },
    });
    onDone(saved);
  });
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
          value={values.outcome}
          onChange={set('outcome')}
          options={[
            ...(found.Empfehlerkonto ? [{ value: 'Gewaehrt', label: t.grant }] : []),
            { value: 'Abgelehnt', label: t.refuse },
          ]}
        />
        {values.outcome === 'Gewaehrt' && (
          <Field
            label={t.amountField}
            hint={`${t.amountHint} ${allowanceText}`.trim()}
            inputMode="decimal"
            value={values.amount}
            onChange={set('amount')}
            error={fields.BetragCent}
          />
        )}
        <TextAreaField
          label={t.reason}
          hint={t.reasonHint}
          value={values.reason}
          onChange={set('reason')}
          error={fields.Begruendung}
        />
        <Notice kind="error">{form.general}</Notice>
        <FormActions save={t.save} cancel={t.cancel} busy={form.busy} onCancel={() => onDone(null)} />
      </form>
    </section>
  );
}
