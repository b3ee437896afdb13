import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { useMandant } from '../lib/use-mandant.ts';

/**
 * /impressum — the operator's imprint from the tenant configuration (Brand.Imprint); a tenant
 * configured before it existed shows its name and support address. Redirected to / for advisor
 * tenants by the guard.
 */
export function Component() {
  const { t } = useTranslation();
  const { Brand } = useMandant();
  const imprint = Brand.Imprint;
  if (!imprint) {
    return (
      <SkeletonPage name="Impressum">
        <p>{t('static.imprintOperator', { name: Brand.Name })}</p>
        <h2>{t('static.imprintContact')}</h2>
        <p>
          <a href={`mailto:${Brand.SupportEmail}`}>{Brand.SupportEmail}</a>
        </p>
      </SkeletonPage>
    );
  }
  return (
    <SkeletonPage name="Impressum">
      <h2>{t('static.imprintAddress')}</h2>
      <address className="imprint__address">
        {imprint.Operator}
        <br />
        {imprint.Street}
        <br />
        {imprint.PostalCode} {imprint.City}
        <br />
        {imprint.Country}
      </address>
      <h2>{t('static.imprintRepresentatives')}</h2>
      <p>{imprint.Representatives}</p>
      <h2>{t('static.imprintContact')}</h2>
      <dl className="imprint__contact">
        <dt>{t('static.imprintPhone')}</dt>
        <dd>
          <a href={`tel:${imprint.Phone.replace(/[^\d+]/g, '')}`}>{imprint.Phone}</a>
        </dd>
        <dt>{t('static.imprintEmail')}</dt>
        <dd>
          <a href={`mailto:${imprint.Email}`}>{imprint.Email}</a>
        </dd>
      </dl>
      <h2>{t('static.imprintRegister')}</h2>
      <p>{imprint.Register}</p>
      <h2>{t('static.imprintVat')}</h2>
      <p>{imprint.VatId}</p>
    </SkeletonPage>
  );
}
