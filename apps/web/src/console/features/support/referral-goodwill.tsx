import type { GoodwillCase, goodwillOpeningSchema } from '@kwk/shared/operator/goodwill.schemas';
import { berlinDateTime } from '../../lib/berlin-time.ts';
import { consoleErrorText, consoleFetch } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { fillText } from '../../lib/fill-text.ts';
import { useConsoleQuery } from '../../lib/use-console-query.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { Field } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { TextAreaField } from '../../ui/select-and-text-area-fields.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useConsoleForm } from '../../ui/use-console-form.ts';
import { useReview } from '../../ui/use-review.ts';
import { euro } from '../cases/case-format.ts';
import { GoodwillDecisionForm } from '../cases/goodwill-decision-form.tsx';
import { type ReferralActionProps, VIEW_TEXTS } from './referral-view-texts.ts';

/**
 * The goodwill cases of a referral's referrer account and recipient address (issue 29, item 4).
 * An operator with `goodwill.decide` decides an open case here, or opens one for the referrer's
 * account first (a complaint by phone); the decision is the goodwill list's own form and route, so
 * the yearly cap and finance's approval above the threshold hold (decision 034).
 */
export function ReferralGoodwill({ referral, canDecide, onDone }: ReferralActionProps) {
  const t = useTexts(VIEW_TEXTS);
  const lang = useConsoleLang();
  const { chosen, done, setDone, choose, close } = useReview<string>();
  const found = useConsoleQuery<GoodwillCase>(chosen ? `kulanz/${chosen}` : null);
  const decided = (saved: GoodwillCase | null) => {
    close(saved ? (saved.Status === 'Freigabe' ? t.decidedPending : t.decided) : undefined);
    if (saved) onDone();
  };
  return (
    <section aria-labelledby="referral-goodwill">
      <h2 id="referral-goodwill">{t.goodwill}</h2>
      <Notice kind="success">{done || null}</Notice>
      <DataTable
        caption={t.goodwillCaption}
        rows={referral.Kulanz}
        rowKey={(c) => c.Id}
        empty={t.noGoodwill}
        emptyAlone
        columns={[
          { header: t.received, cell: (c) => berlinDateTime(c.Eingegangen), rowHeader: true },
          { header: t.whose, cell: (c) => t[c.Wer] },
          { header: t.subject, cell: (c) => c.Betreff ?? t.hidden },
          { header: t.state, cell: (c) => t[c.Status] },
          { header: t.amount, cell: (c) => (c.BetragCent === null ? t.none : euro(c.BetragCent, lang)) },
          canDecide && {
            header: t.action,
            cell: (c) =>
              c.Status === 'Offen' ? (
                <button
                  type="button"
                  className="c-button c-button-secondary"
                  aria-label={fillText(t.decideLabel, { at: berlinDateTime(c.Eingegangen) })}
                  onClick={() => choose(c.Id)}
                >
                  {t.decide}
                </button>
              ) : (
                t.none
              ),
          },
        ]}
      />
      {chosen && <Notice kind="error">{found.error ? consoleErrorText(found.error) : null}</Notice>}
      {chosen && found.data?.Id === chosen && (
        <GoodwillDecisionForm key={chosen} found={found.data} onDone={decided} />
      )}
      {canDecide && referral.Empfehler && !chosen && (
        <OpenCaseForm
          accountId={referral.Empfehler.Id}
          onOpened={(opened) => {
            choose(opened.Id);
            setDone(t.openDone);
            onDone();
          }}
        />
      )}
    </section>
  );
}

/** Opens a goodwill case for the referrer's account (subject and the caller's concern). */
function OpenCaseForm({ accountId, onOpened }: { accountId: string; onOpened: (c: GoodwillCase) => void }) {
  const t = useTexts(VIEW_TEXTS);
  const form = useConsoleForm<typeof goodwillOpeningSchema, { subject: string; message: string }>({
    subject: '',
    message: '',
  });
  const submit = form.submit(async ({ subject, message }) => {
    const opened = await consoleFetch<GoodwillCase>('kulanz', {
      method: 'POST',
      body: { Empfehler: accountId, Betreff: subject, Nachricht: message },
    });
    form.setValues({ subject: '', message: '' });
    onOpened(opened);
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="goodwill-open">
      <h3 id="goodwill-open">{t.openCase}</h3>
      <p>{t.openIntro}</p>
      <Field label={t.caseSubject} {...form.bind('subject', 'Betreff')} maxLength={200} />
      <TextAreaField label={t.caseMessage} {...form.bind('message', 'Nachricht')} maxLength={2000} />
      <Notice kind="error">{form.general}</Notice>
      <div className="c-actions">
        <SubmitButton busy={form.busy}>{t.openCase}</SubmitButton>
      </div>
    </form>
  );
}
