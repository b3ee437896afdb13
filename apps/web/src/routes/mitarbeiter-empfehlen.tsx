import { useEffect, useRef, useState } from 'react';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { useMandant } from '../app/use-mandant.ts';
import { AgentNumberStep, AgentPlans, type KnownAgent } from '../features/agency/admin/agent-number-step.tsx';
import { useAgencyTexts } from '../features/agency/i18n/use-agency-texts.ts';
import { searchAgents } from '../features/agents/api/search-agents.ts';
import { useProductCards } from '../features/catalogue/use-product-cards.ts';
import ReferralForm from '../features/referrals/components/referral-form.tsx';
import { currentLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { errorText } from '../lib/error-text.ts';

/**
 * Whether a number is an active agent's, by the agent search the recommendation's own check
 * matches (exact number); null when the search failed, and the recommendation decides.
 */
async function isActiveAgent(agentNumber: string): Promise<boolean | null> {
  const found = await searchAgents(agentNumber, 1);
  if (found.failed) return null;
  return found.Content.some((agent) => agent.ExterneId === agentNumber);
}

/**
 * /mitarbeiterempfehlen (MitarbeiterEmpfehlen, spec §2): an agency's employee gives their agent
 * number, sees their agency's active reward plans, and recommends a product with the usual form
 * (opt-in by mail, then sharing), the number on the referral.
 */
export function Component() {
  const { t, i18n } = useTranslation('agency');
  const mandant = useMandant();
  const textsReady = useAgencyTexts();
  const products = useProductCards(i18n.language);
  const [agent, setAgent] = useState<KnownAgent | null>(null);
  const chosenRef = useRef<HTMLParagraphElement>(null);
  // Focus to the chosen number once it is rendered, so the next step is read from there.
  useEffect(() => {
    if (agent) chosenRef.current?.focus();
  }, [agent]);

  let content: React.ReactNode;
  if (!mandant.Modules.ModuleAgenturbereich)
    content = <p>{errorText('agency.module_off', currentLanguage())}</p>;
  else if (!textsReady) content = null;
  else if (!agent) content = <AgentNumberStep isKnown={isActiveAgent} onKnown={setAgent} />;
  else
    content = (
      <>
        <p ref={chosenRef} tabIndex={-1}>
          {t('employeeRecommend.chosen', { number: agent.number })}
        </p>
        <button type="button" className="button" onClick={() => setAgent(null)}>
          {t('employeeRecommend.change')}
        </button>
        <AgentPlans plans={agent.plans} />
        <h2>{t('employeeRecommend.formTitle')}</h2>
        <ReferralForm
          mandant={mandant}
          products={products.cards}
          productId={null}
          agentNumber={agent.number}
        />
      </>
    );
  return <SkeletonPage name="MitarbeiterEmpfehlen">{content}</SkeletonPage>;
}
