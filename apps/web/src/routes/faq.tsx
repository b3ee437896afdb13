import { payoutStatement, payoutWeeks } from '@kwk/shared/lifecycle/payout-period';
import { useCallback, useId } from 'react';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { getFaqs, getVariables } from '../features/content/api/get-cms.ts';
import { ContentText } from '../features/content/components/content-text.tsx';
import { ContentUnavailable } from '../features/content/components/content-unavailable.tsx';
import { fillContent } from '../features/content/content-text.ts';
import { faqOpened } from '../features/content/faq-events.ts';
import { groupFaqs } from '../features/content/faq-groups.ts';
import { useCms } from '../features/content/use-cms.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { trackGoal } from '../lib/analytics/track-goal.ts';
import { useMandant } from '../lib/use-mandant.ts';
import { Accordion, type AccordionItem } from '../ui/accordion.tsx';

/**
 * /faq — the tenant's FAQs from the CMS (issue 16): questions without a group first, then one
 * section per group, each as an accordion (ui/accordion.tsx). The payout time and the banking rule
 * are CMS questions too (the seed words them as /danke and the terms do).
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { Brand, Rules } = useMandant();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts come in the request's language (Accept-Language)
  const loadFaqs = useCallback(
    (signal: AbortSignal) => Promise.all([getFaqs(signal), getVariables(signal)]),
    [i18n.language],
  );
  const state = useCms('faq', loadFaqs);
  const onOpen = (faqId: string) => {
    faqOpened(faqId);
    trackGoal('faq', faqId);
  };
  if (state.type !== 'ready') {
    return (
      <SkeletonPage name="Faq">
        {state.type === 'failed' ? (
          <ContentUnavailable />
        ) : (
          <p role="status" className="form__status">
            {t('faq.loading')}
          </p>
        )}
      </SkeletonPage>
    );
  }
  const [faqs, variableList] = state.data;
  const variables = new Map(variableList.map((v) => [v.Name, v.Value]));
  // {payout}: the tenant's one payout statement, as /danke and the reward mails say it (issue 27).
  const payout = payoutStatement(currentLanguage(), payoutWeeks(Rules));
  const fill = (text: string) => fillContent(text, { client: Brand.Name, payout }, variables);
  const item = (faq: (typeof faqs)[number]): AccordionItem => ({
    id: faq.Id,
    title: fill(faq.Question),
    content: <ContentText text={fill(faq.Answer)} />,
  });
  const groups = groupFaqs(faqs);
  const ungrouped = groups.find((g) => g.name === '')?.items ?? [];
  const named = groups.filter((g) => g.name !== '');
  return (
    <SkeletonPage name="Faq">
      {faqs.length === 0 && <p>{t('faq.none')}</p>}
      {ungrouped.length > 0 && <Accordion items={ungrouped.map(item)} onOpen={onOpen} />}
      {named.map((group, index) => (
        <section key={group.name} aria-labelledby={`${id}-g${index}`} className="faq__group">
          <h2 id={`${id}-g${index}`}>{fill(group.name)}</h2>
          <Accordion items={group.items.map(item)} headingLevel={3} onOpen={onOpen} />
        </section>
      ))}
    </SkeletonPage>
  );
}
