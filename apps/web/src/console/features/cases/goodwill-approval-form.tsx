import type { GoodwillCase, goodwillApprovalSchema } from '@kwk/shared/operator/goodwill.schemas';
import { useEffect, useRef } from 'react';
import { consoleFetch } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { FormActions } from '../../ui/form-actions.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useReauth } from '../../ui/reauth-dialog.tsx';
import { SelectField, TextAreaField } from '../../ui/select-and-text-area-fields.tsx';
import { useConsoleForm } from '../../ui/use-console-form.ts';
import { euro, fill } from './case-format.ts';
import { TEXTS } from './goodwill-approval-texts.ts';
import type { GoodwillFormProps } from './goodwill-form-props.ts';

/** The decision on one goodwill grant: approve or refuse with a reason, after a fresh confirmation. */
export function GoodwillApprovalForm({ found, onDone }: GoodwillFormProps) {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const form = useConsoleForm<typeof goodwillApprovalSchema, { outcome: string; reason: string }>({
    outcome: 'Freigegeben',
    reason: '',
  });
  const { bind } = form;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { run, dialog } = useReauth();

  // The form opens above the list: the focus moves to it, so a keyboard user is there.
  useEffect(() => headingRef.current?.focus(), []);

  const submit = form.submit(async ({ outcome, reason }) => {
    // Money leaves by this: the server asks a fresh confirmation, as for a payout release.
    const saved = await run(() =>
      consoleFetch<GoodwillCase>(`kulanz/${found.Id}/freigabe`, {
        method: 'POST',
        body: { Entscheidung: outcome, Begruendung: reason },
      }),
    );
    onDone(saved);
  });
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
          {...bind('outcome', 'Entscheidung')}
          options={[
            { value: 'Freigegeben', label: t.approve },
            { value: 'Abgelehnt', label: t.refuse },
          ]}
        />
        <TextAreaField label={t.reason} hint={t.reasonHint} {...bind('reason', 'Begruendung')} />
        <Notice kind="error">{form.general}</Notice>
        <FormActions save={t.save} cancel={t.cancel} busy={form.busy} onCancel={() => onDone(null)} />
      </form>
      {dialog}
    </section>
  );
}
