import { useSearchParams } from 'react-router';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { NewsletterConfirmation } from '../features/my-data/components/newsletter-confirmation.tsx';
import { currentLanguage } from '../i18n/i18n.ts';

/** /empfehler/newsletter/optin?token= (spec §2 optin): the newsletter's double opt-in link. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <SkeletonPage name="NewsletterOptin">
      <NewsletterConfirmation token={params.get('token')} lang={currentLanguage()} />
    </SkeletonPage>
  );
}
