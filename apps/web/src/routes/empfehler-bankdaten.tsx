import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { SignInRequired } from '../features/accounts/components/sign-in-required.tsx';
import { useSession } from '../features/accounts/use-session.ts';
import { BackToMyData } from '../features/my-data/components/back-to-my-data.tsx';
import { BankDataManager } from '../features/my-data/components/bank-data-manager.tsx';
import { currentLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useMandant } from '../lib/use-mandant.ts';

/**
 * /empfehler/bankdaten (spec §2 EmpfehlerBankdaten, login required): the referrer's stored bank
 * account. A tenant without ModuleStoringBankdata keeps none; the page says so instead.
 */
export function Component() {
  const { t } = useTranslation();
  const { Modules, Rules } = useMandant();
  const { session } = useSession();
  let content = <SignInRequired />;
  if (!Modules.ModuleStoringBankdata) content = <p>{t('bankData.moduleOff')}</p>;
  else if (session)
    content = (
      <BankDataManager key={session.token} germanOnly={Rules.ModuleIBANNurDE} lang={currentLanguage()} />
    );
  return (
    <SkeletonPage name="EmpfehlerBankdaten">
      {content}
      <BackToMyData autologin={Rules.IsAutologin} />
    </SkeletonPage>
  );
}
