import type { Agent } from '@kwk/shared/catalogue/agent.schemas';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { AgentSearch } from '../features/agents/components/agent-search.tsx';
import { useProductCards } from '../features/catalogue/use-product-cards.ts';
import ReferralForm from '../features/referrals/components/referral-form.tsx';
import { currentLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { errorText } from '../lib/error-text.ts';
import { useMandant } from '../lib/use-mandant.ts';

/**
 * /agent/empfehlen/{produktId} (ModuleAgentRecommendation): choose the agent first, then recommend
 * the product with the agent's number on the referral.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const mandant = useMandant();
  const { produktId } = useParams();
  const products = useProductCards(i18n.language);
  const [agent, setAgent] = useState<Agent | null>(null);
  const chosenRef = useRef<HTMLParagraphElement>(null);
  const wanted = Number(produktId);
  const options = products.cards;
  const known = options.some((o) => o.id === wanted);

  if (!mandant.Modules.ModuleAgentRecommendation)
    return (
      <SkeletonPage name="EmpfehlenAgent">
        <p>{errorText('referrals.module_off', currentLanguage())}</p>
      </SkeletonPage>
    );

  return (
    <SkeletonPage name="EmpfehlenAgent">
      {agent ? (
        <>
          <p ref={chosenRef} tabIndex={-1}>
            {t('agents.chosen', { name: `${agent.FirstName} ${agent.LastName}`, id: agent.ExterneId })}
          </p>
          <button type="button" className="button" onClick={() => setAgent(null)}>
            {t('agents.change')}
          </button>
          <h2>{t('agents.formTitle')}</h2>
          <ReferralForm
            mandant={mandant}
            products={options}
            productId={known ? wanted : null}
            agentNumber={agent.ExterneId}
          />
        </>
      ) : (
        <AgentSearch
          onChoose={(chosen) => {
            setAgent(chosen);
            requestAnimationFrame(() => chosenRef.current?.focus());
          }}
        />
      )}
    </SkeletonPage>
  );
}
