import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { ContactForm } from '../features/contact/components/contact-form.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { useMandant } from '../lib/use-mandant.ts';

/** /kontakt — questions and reward complaints (spec §2). */
export function Component() {
  const { t } = useTranslation();
  const { Brand } = useMandant();
  return (
    <SkeletonPage name="Kontakt">
      <ContactForm />
      <p>
        {t('contact.support')} <a href={`mailto:${Brand.SupportEmail}`}>{Brand.SupportEmail}</a>.
      </p>
    </SkeletonPage>
  );
}
