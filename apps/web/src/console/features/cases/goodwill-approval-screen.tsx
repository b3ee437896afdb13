import type { GoodwillCase } from '@kwk/shared/operator/goodwill.schemas';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { CaseQueue, ReviewButton } from '../../ui/case-queue.tsx';
import { euro, fill, shortDate } from './case-format.ts';
import './cases.css';
import { GoodwillApprovalForm } from './goodwill-approval-form.tsx';
import { TEXTS } from './goodwill-approval-texts.ts';

/**
 * Finance's approvals of goodwill grants above the threshold (issue 27, item 2): the waiting grants,
 * and the decision on one, never on one's own grant (the server refuses that too).
 */
export default function GoodwillApprovalScreen() {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const labels = (c: GoodwillCase) => ({ amount: euro(c.BetragCent ?? 0, lang), email: c.Email });

  return (
    <CaseQueue<GoodwillCase>
      texts={t}
      path="kulanz-freigaben"
      form={(chosen, close) => (
        <GoodwillApprovalForm
          found={chosen}
          onDone={(saved) =>
            close(saved ? (saved.Status === 'Gewaehrt' ? t.approved : t.refused) : undefined)
          }
        />
      )}
      columns={(review) => [
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
              <ReviewButton
                label={fill(t.reviewLabel, labels(c))}
                text={t.review}
                onClick={() => review(c)}
              />
            ),
        },
      ]}
    />
  );
}
