import type { FraudCase } from '@kwk/shared/operator/fraud.schemas';
import type { SupportReferral } from '@kwk/shared/operator/support.schemas';
import { berlinDateTime } from '../../lib/berlin-time.ts';
import { consoleErrorText } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { fillText } from '../../lib/fill-text.ts';
import { useConsoleQuery } from '../../lib/use-console-query.ts';
import { Notice } from '../../ui/notice.tsx';
import { useReview } from '../../ui/use-review.ts';
import { SIGNAL_LABELS } from '../fraud/fraud-format.ts';
import { FraudReviewForm } from '../fraud/fraud-review-form.tsx';
import { TEXTS as FRAUD_TEXTS } from '../fraud/fraud-texts.ts';
import { type ReferralActionProps, VIEW_TEXTS } from './referral-view-texts.ts';

/**
 * A referral's fraud review (issue 29, item 4): its signals and outcome; while it is held, an
 * operator with `fraud.review` decides it here with the fraud review's own form and route.
 */
export function ReferralFraud({ referral, canDecide, onDone }: ReferralActionProps) {
  const t = useTexts(VIEW_TEXTS);
  const ft = useTexts(FRAUD_TEXTS);
  const lang = useConsoleLang();
  // The referral under decision: its fraud case is read when the operator starts deciding it.
  const { chosen: deciding, done, choose, close } = useReview<string>();
  const review = referral.Betrug;
  const found = useConsoleQuery<FraudCase>(deciding ? `betrug/${deciding}` : null);
  const nr = String(referral.Empfehlungsnummer);
  return (
    <section aria-labelledby="referral-fraud">
      <h2 id="referral-fraud">{t.fraud}</h2>
      <Notice kind="success">{done || null}</Notice>
      {!review ? (
        <p>{t.noFraud}</p>
      ) : (
        <dl className="c-facts">
          <dt>{t.fraudState}</dt>
          <dd>{stateText(t, review)}</dd>
          <dt>{t.signals}</dt>
          <dd>
            <ul className="c-plain-list">
              {review.Signale.map((s) => (
                <li key={s.Art}>
                  {SIGNAL_LABELS[lang][s.Art]} ({berlinDateTime(s.Zeit)})
                </li>
              ))}
            </ul>
          </dd>
          {review.Begruendung && (
            <>
              <dt>{t.fraudReason}</dt>
              <dd>{review.Begruendung}</dd>
            </>
          )}
        </dl>
      )}
      {review?.Zustand === 'held' && canDecide && !deciding && (
        <button type="button" className="c-button" onClick={() => choose(referral.Id)}>
          {t.decideFraud}
        </button>
      )}
      {deciding && <Notice kind="error">{found.error ? consoleErrorText(found.error) : null}</Notice>}
      {deciding && found.data && (
        <FraudReviewForm
          found={found.data}
          timelineLink={false}
          onDone={(decided) => {
            close(decided ? fillText(decided === 'released' ? ft.released : ft.rejected, { nr }) : undefined);
            if (decided) onDone();
          }}
        />
      )}
    </section>
  );
}

function stateText(t: (typeof VIEW_TEXTS)['de'], review: NonNullable<SupportReferral['Betrug']>) {
  const by = review.Von ?? '';
  const at = review.Entschieden ? berlinDateTime(review.Entschieden) : '';
  if (review.Zustand === 'released') return fillText(t.releasedFraud, { at, by });
  if (review.Zustand === 'rejected') return fillText(t.rejectedFraud, { at, by });
  return fillText(t.held, { at: berlinDateTime(review.GehaltenSeit) });
}
