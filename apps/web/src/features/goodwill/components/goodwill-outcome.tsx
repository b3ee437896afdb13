import { formatEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { GoodwillOutcome as Outcome } from '@kwk/shared/operator/goodwill.schemas';
import { useEffect, useState } from 'react';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { displayDate } from '../../../lib/display-date.ts';
import { failureText } from '../../../lib/error-text.ts';
import { getGoodwillOutcome } from '../api/get-goodwill-outcome.ts';

/**
 * The goodwill decision behind a mail's link on /kulanzdanke: granted (with the amount, to collect
 * in the personal area) or refused, with support's reason and the day of the decision.
 */
export function GoodwillOutcome({ token }: { token: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    getGoodwillOutcome(token, abort.signal).then(setOutcome, (failure: unknown) => {
      if ((failure as Error).name === 'AbortError') return;
      setError(failureText(failure, lang));
    });
    return () => abort.abort();
  }, [token, lang]);

  if (error)
    return (
      <p role="alert" className="form__error">
        {error}
      </p>
    );
  if (!outcome) return <p role="status">{t('goodwill.loading')}</p>;
  return (
    <section aria-labelledby="goodwill-decision" className="goodwill-outcome">
      <h2 id="goodwill-decision">
        {outcome.Status === 'Gewaehrt'
          ? t('goodwill.granted', { amount: formatEuro(outcome.BetragCent ?? 0, lang) })
          : outcome.Status === 'Abgelehnt'
            ? t('goodwill.refused')
            : t('goodwill.open')}
      </h2>
      {outcome.Begruendung && (
        <p>
          {t('goodwill.reason')}: {outcome.Begruendung}
        </p>
      )}
      {outcome.Entschieden && <p>{t('goodwill.decidedOn', { date: displayDate(outcome.Entschieden) })}</p>}
      {outcome.Status === 'Gewaehrt' && <p>{t('goodwill.collect')}</p>}
    </section>
  );
}
