import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { SignInRequired } from '../features/accounts/components/sign-in-required.tsx';
import { useSession } from '../features/accounts/use-session.ts';
import { AgentPlans } from '../features/agency/admin/agent-plans.tsx';
import { getEmployeeAgent } from '../features/agency/admin/api/employee-agent.ts';
import { getAgentRewardPlans } from '../features/agency/admin/api/reward-plans.ts';
import { useAgencyTexts } from '../features/agency/i18n/use-agency-texts.ts';
import { useProductCards } from '../features/catalogue/use-product-cards.ts';
import ReferralForm from '../features/referrals/components/referral-form.tsx';
import { currentLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { errorText } from '../lib/error-text.ts';
import { useLoaded } from '../lib/use-loaded.ts';
import { useMandant } from '../lib/use-mandant.ts';

/** The signed-in employee's agent number (from their session) with their agency's active plans. */
async function loadEmployee(signal: AbortSignal) {
  const { Agentennummer } = await getEmployeeAgent(signal);
  return { number: Agentennummer, plans: await getAgentRewardPlans(Agentennummer, signal) };
}

/**
 * /mitarbeiterempfehlen (MitarbeiterEmpfehlen, spec §2; issue 27 item 13): an agency's employee,
 * signed in with the account their invitation made (the invitation lands them here), sees their
 * own agent number and their agency's active reward plans, and recommends with the usual form. The
 * number is never typed: the server takes it from the session, so nobody recommends in another
 * agent's name; signed out, the page asks to sign in.
 */
export function Component() {
  const mandant = useMandant();
  const textsReady = useAgencyTexts();
  const { session } = useSession();

  let content: React.ReactNode;
  if (!mandant.Modules.ModuleAgenturbereich)
    content = <p>{errorText('agency.module_off', currentLanguage())}</p>;
  else if (!textsReady) content = null;
  else if (!session) content = <SignInRequired />;
  // Keyed by the session: another account signed in asks for its own number.
  else content = <EmployeeRecommendation key={session.token} />;
  return <SkeletonPage name="MitarbeiterEmpfehlen">{content}</SkeletonPage>;
}

function EmployeeRecommendation() {
  const { t, i18n } = useTranslation('agency');
  const mandant = useMandant();
  const products = useProductCards(i18n.language);
  const [employee] = useLoaded(loadEmployee);

  if (employee.type === 'failed')
    return (
      <p role="alert" className="form__error">
        {errorText(employee.code, currentLanguage())}
      </p>
    );
  if (employee.type !== 'ready') return <p role="status">{t('employeeRecommend.loading')}</p>;
  const { number, plans } = employee.data;
  return (
    <>
      <p>{t('employeeRecommend.chosen', { number })}</p>
      <AgentPlans plans={plans} />
      <h2>{t('employeeRecommend.formTitle')}</h2>
      <ReferralForm
        mandant={mandant}
        products={products.cards}
        productId={null}
        agentNumber={number}
        employee
      />
    </>
  );
}
