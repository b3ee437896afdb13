import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { SignInRequired } from '../features/accounts/components/sign-in-required.tsx';
import { useSession } from '../features/accounts/use-session.ts';
import { BackToMyData } from '../features/my-data/components/back-to-my-data.tsx';
import { CustomerNumberForm } from '../features/my-data/components/customer-number-form.tsx';
import { currentLanguage } from '../i18n/i18n.ts';
import { useMandant } from '../lib/use-mandant.ts';

/** /kundennummer (spec §2 KundenNummer, login required): the customer number with the partner. */
export function Component() {
  const { Rules } = useMandant();
  const { session } = useSession();
  return (
    <SkeletonPage name="KundenNummer">
      {session ? <CustomerNumberForm key={session.token} lang={currentLanguage()} /> : <SignInRequired />}
      <BackToMyData autologin={Rules.IsAutologin} />
    </SkeletonPage>
  );
}
