import type { FraudCase, fraudDecisionSchema } from '@kwk/shared/operator/fraud.schemas';
import { type FormEvent, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { consoleFetch } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { Notice } from '../../ui/notice.tsx';
import { SecondaryButton } from '../../ui/secondary-button.tsx';
import { TextAreaField } from '../../ui/select-and-text-area-fields.tsx';
import { useConsoleForm } from '../../ui/use-console-form.ts';
import { shortDate } from '../cases/case-format.ts';
import { evidenceLabel, evidenceValue, SIGNAL_LABELS } from './fraud-format.ts';
import { TEXTS } from './fraud-texts.ts';

/** One held referral: its signals with their evidence, and release or reject with a reason. */
export function FraudReviewForm({
  found,
  onDone,
  timelineLink = true,
}: {
  found: FraudCase;
  onDone: (decided: 'released' | 'rejected' | null) => void;
  /** Off where the form sits on the referral's support view itself. */
  timelineLink?: boolean;
}) {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const form = useConsoleForm<typeof fraudDecisionSchema, { reason: string }>({ reason: '' });
  const { bind } = form;
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form opens above the queue: the focus moves to it, so a keyboard user is there.
  useEffect(() => headingRef.current?.focus(), []);

  const decide = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const decision = submitter?.value === 'rejected' ? 'rejected' : 'released';
    return form.submit(async ({ reason }) => {
      await consoleFetch(`betrug/${found.Id}/${decision === 'released' ? 'freigeben' : 'ablehnen'}`, {
        method: 'POST',
        body: { Begruendung: reason },
      });
      onDone(decision);
    })(event);
  };
  const nr = String(found.Empfehlungsnummer);
  return (
    <section aria-labelledby="fraud-review" className="c-panel">
      <h2 id="fraud-review" ref={headingRef} tabIndex={-1}>
        {t.detail.replace('{nr}', nr)}
      </h2>
      <p>
        {found.Mandant.Name} · {t.heldSince} {shortDate(found.GehaltenSeit)}
        {timelineLink && (
          <>
            {' · '}
            <Link to={`/support/empfehlung/${found.Id}`}>{t.timeline}</Link>
          </>
        )}
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
        <TextAreaField label={t.reason} hint={t.reasonHint} {...bind('reason', 'Begruendung')} required />
        <Notice kind="error">{form.general}</Notice>
        <div className="c-actions">
          <button type="submit" className="c-button" value="released" disabled={form.busy}>
            {t.release}
          </button>
          <button type="submit" className="c-button c-button-danger" value="rejected" disabled={form.busy}>
            {t.reject}
          </button>
          <SecondaryButton onClick={() => onDone(null)}>{t.cancel}</SecondaryButton>
        </div>
      </form>
    </section>
  );
}
