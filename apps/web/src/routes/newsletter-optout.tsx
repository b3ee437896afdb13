import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { SignInRequired } from '../features/accounts/components/sign-in-required.tsx';
import { useSession } from '../features/accounts/use-session.ts';
import { NewsletterOptOut } from '../features/my-data/components/newsletter-opt-out.tsx';
import { currentLanguage } from '../i18n/i18n.ts';

/**
 * /empfehler/newsletter/optout (spec §2 optout, public): signed in, one button unsubscribes;
 * signed out, the way to Login and back here.
 */
export function Component() {
  const { session, user } = useSession();
  return (
    <SkeletonPage name="NewsletterOptout">
      {session ? (
        <NewsletterOptOut user={user} token={session.token} lang={currentLanguage()} />
      ) : (
        <SignInRequired />
      )}
    </SkeletonPage>
  );
}
