import type { GoodwillCase, goodwillDecisionSchema } from '@kwk/shared/operator/goodwill.schemas';
import { useEffect, useRef } from 'react';
import { consoleFetch } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { Field } from '../../ui/field.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { Notice } from '../../ui/notice.tsx';
import { SelectField, TextAreaField } from '../../ui/select-and-text-area-fields.tsx';
import { useConsoleForm } from '../../ui/use-console-form.ts';
import { euro, fill, parseEuro } from './case-format.ts';
import type { GoodwillFormProps } from './goodwill-form-props.ts';
import { TEXTS } from './goodwill-texts.ts';
import { SenderRewardsPanel } from './sender-rewards-panel.tsx';

/**
 * One goodwill case's decision (grant with an amount, or refuse; always a reason), with the
 * account's allowance at the amount. Used by the goodwill list and by support's view of a referral;
 * the server applies the yearly cap and sends a grant above the threshold to finance (decision 034).
 */
export function GoodwillDecisionForm({ found, onDone }: GoodwillFormProps) {
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
  const { values, set, bind } = form;
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
      {/* Keyed by the sender: another sender's rewards start from "loading", not from these. */}
      <SenderRewardsPanel
        key={`${found.Mandant}:${found.Email}`}
        tenant={found.Mandant}
        email={found.Email}
      />
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
            {...bind('amount', 'BetragCent')}
          />
        )}
        <TextAreaField label={t.reason} hint={t.reasonHint} {...bind('reason', 'Begruendung')} />
        <Notice kind="error">{form.general}</Notice>
        <FormActions save={t.save} cancel={t.cancel} busy={form.busy} onCancel={() => onDone(null)} />
      </form>
    </section>
  );
}
