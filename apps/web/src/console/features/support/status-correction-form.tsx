import type { SupportReferral, statusCorrectionSchema } from '@kwk/shared/operator/support.schemas';
import { useEffect, useId } from 'react';
import { consoleFetch } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { FormOutcome } from '../../ui/form-section.tsx';
import { useConsoleForm } from '../../ui/use-console-form.ts';
import { ReasonField } from './reason-field.tsx';
import { label } from './support-texts.ts';

const TEXTS = {
  de: {
    heading: 'Status korrigieren',
    intro:
      'Die Korrektur gilt, bis sie erneut korrigiert wird: Ereignisse des Partners und die täglichen Läufe ändern den Status danach nicht mehr.',
    status: 'Neuer Status',
    reason: 'Begründung',
    submit: 'Status korrigieren',
    done: 'Der Status wurde korrigiert.',
  },
  en: {
    heading: 'Correct the status',
    intro:
      'The correction holds until it is corrected again: the partner’s events and the daily jobs no longer change the status.',
    status: 'New status',
    reason: 'Reason',
    submit: 'Correct the status',
    done: 'The status was corrected.',
  },
};

/** Support's status correction: one of the allowed targets and a reason (both checked on the server). */
export function StatusCorrectionForm({
  referral,
  onDone,
}: {
  referral: SupportReferral;
  onDone: () => void;
}) {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const headingId = useId();
  const selectId = useId();
  const form = useConsoleForm<typeof statusCorrectionSchema, { status: string; reason: string }>({
    status: referral.Korrekturziele[0] ?? '',
    reason: '',
  });
  const { status, reason } = form.values;
  const setStatus = form.set('status');
  // After a correction the targets are the new status's: keep the choice one of them.
  const targets = referral.Korrekturziele;
  useEffect(() => {
    if (!targets.includes(status as (typeof targets)[number])) setStatus(targets[0] ?? '');
  }, [targets, status, setStatus]);

  const submit = form.submit(async () => {
    await consoleFetch(`support/empfehlungen/${referral.Id}/status`, {
      method: 'POST',
      body: { Status: status, Grund: reason },
    });
    form.set('reason')('');
    form.setDone(t.done);
    onDone();
  });

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t.heading}</h2>
      <p>{t.intro}</p>
      <form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <div className="c-field">
          <label htmlFor={selectId}>{t.status}</label>
          <select id={selectId} value={status} onChange={(e) => setStatus(e.target.value)}>
            {referral.Korrekturziele.map((s) => (
              <option key={s} value={s}>
                {label(lang, s)}
              </option>
            ))}
          </select>
        </div>
        <ReasonField
          label={t.reason}
          value={reason}
          onChange={form.set('reason')}
          error={form.fields.Grund}
        />
        <div className="c-actions">
          <button className="c-button" type="submit" disabled={form.busy}>
            {t.submit}
          </button>
        </div>
      </form>
      <FormOutcome form={form} />
    </section>
  );
}
