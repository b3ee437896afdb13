import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { SignInRequired } from '../features/accounts/components/sign-in-required.tsx';
import { useSession } from '../features/accounts/use-session.ts';
import { PersonalArea } from '../features/personal-area/components/personal-area.tsx';
import { currentLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useMandant } from '../lib/use-mandant.ts';

/**
 * /persoenlicherbereich (spec §2, login required): the referrer's recommendations with their status
 * bars, the reward account and the next step. The <h1> stays the route's title (as every route's
 * does); the referrer's name greets at the start of the intro below it.
 */
export function Component() {
  const { t } = useTranslation();
  const { session, user } = useSession();
  const { Rules } = useMandant();
  return (
    <SkeletonPage
      name="PersoenlicherBereich"
      greeting={user ? t('area.greeting', { name: `${user.Vorname} ${user.Nachname}` }) : undefined}
    >
      {session ? (
        <PersonalArea lang={currentLanguage()} bonusTiers={Rules.BonusPraemien} />
      ) : (
        <SignInRequired />
      )}
    </SkeletonPage>
  );
}
