import { formatEuro } from '@kwk/shared/catalogue/catalogue.rules';
import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';
import { useState } from 'react';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { apiFailure, useRequestForm } from '../../../lib/use-request-form.ts';
import { FormAlert, SubmitButton } from '../../../ui/form-parts.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { type AgentRewardPlan, getAgentRewardPlans } from './api/reward-plans.ts';

export interface KnownAgent {
  number: string;
  plans: AgentRewardPlan[];
}

/**
 * The first step of /mitarbeiterempfehlen: the employee's agent number. `isKnown` asks whether it
 * is an active agent's (null: could not tell, the recommendation's own check decides); an unknown
 * one is refused at the field, a known one comes with their agency's active reward plans.
 */
export function AgentNumberStep({
  isKnown,
  onKnown,
}: {
  isKnown: (agentNumber: string) => Promise<boolean | null>;
  onKnown: (agent: KnownAgent) => void;
}) {
  const { t } = useTranslation('agency');
  const lang = currentLanguage();
  const form = useRequestForm();
  const [number, setNumber] = useState('');
  const label = t('employeeRecommend.agentNumber');

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const wanted = number.trim();
    if (!wanted)
      return form.invalid([
        { path: ['Agentennummer'], message: VALIDATION_MESSAGES[lang].requiredField(label) },
      ]);
    form.start();
    try {
      if ((await isKnown(wanted)) === false) {
        form.done();
        return form.invalid([{ path: ['Agentennummer'], message: t('employeeRecommend.unknown') }]);
      }
      const plans = await getAgentRewardPlans(wanted);
      form.done();
      onKnown({ number: wanted, plans });
    } catch (error) {
      form.fail(error, errorText(apiFailure(error)?.code, lang));
    }
  }

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={submit}>
      <FormAlert text={form.formError} alertRef={form.errorRef} />
      <TextField
        label={label}
        hint={t('employeeRecommend.agentNumberHint')}
        name="Agentennummer"
        autoComplete="off"
        spellCheck={false}
        required
        maxLength={50}
        value={number}
        onChange={setNumber}
        error={form.errors.Agentennummer}
      />
      <SubmitButton
        label={form.sending ? t('employeeRecommend.checking') : t('employeeRecommend.check')}
        sending={form.sending}
      />
    </form>
  );
}

/** The agency's active reward plans for the chosen agent, or that none applies. */
export function AgentPlans({ plans }: { plans: readonly AgentRewardPlan[] }) {
  const { t } = useTranslation('agency');
  const lang = currentLanguage();
  if (plans.length === 0) return <p>{t('employeeRecommend.noPlan')}</p>;
  return (
    <section aria-labelledby="agent-plans-title">
      <h2 id="agent-plans-title">{t('employeeRecommend.plansTitle')}</h2>
      <ul>
        {plans.map((plan) => (
          <li key={`${plan.Name}-${plan.ProduktId ?? 'alle'}`}>
            {t('employeeRecommend.planItem', {
              name: plan.Name,
              value: formatEuro(plan.WertCent, lang),
              product: plan.ProduktName ?? t('employeeRecommend.allProducts'),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
