import type { FraudCase } from '@kwk/shared/operator/fraud.schemas';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { CaseQueue, ReviewButton } from '../../ui/case-queue.tsx';
import '../cases/cases.css';
import './fraud.css';
import { heldFor, SIGNAL_LABELS } from './fraud-format.ts';
import { FraudReviewForm } from './fraud-review-form.tsx';
import { TEXTS } from './fraud-texts.ts';

/** The fraud review (issue 15): the queue of held referrals, a case's signals, release or reject. */
export default function FraudScreen() {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const now = new Date();
  return (
    <CaseQueue<FraudCase>
      texts={t}
      path="betrug"
      form={(chosen, close) => (
        <FraudReviewForm
          found={chosen}
          onDone={(decided) =>
            close(
              decided
                ? (decided === 'released' ? t.released : t.rejected).replace(
                    '{nr}',
                    String(chosen.Empfehlungsnummer),
                  )
                : undefined,
            )
          }
        />
      )}
      columns={(review) => [
        { header: t.number, cell: (c) => c.Empfehlungsnummer, rowHeader: true },
        { header: t.tenant, cell: (c) => c.Mandant.Name },
        { header: t.signals, cell: (c) => c.Signale.map((s) => SIGNAL_LABELS[lang][s.Art]).join('; ') },
        { header: t.age, cell: (c) => heldFor(lang, c.GehaltenSeit, now) },
        { header: t.status, cell: (c) => c.Status },
        {
          header: t.action,
          cell: (c) => (
            <ReviewButton
              label={t.reviewLabel.replace('{nr}', String(c.Empfehlungsnummer))}
              text={t.review}
              onClick={() => review(c)}
            />
          ),
        },
      ]}
    />
  );
}
