import { getHref } from '@kwk/shared/routes/route-table';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../navigation/app-link.tsx';

/** Footer links of spec §2; the imprint is left out where the advisor module redirects it away. */
export function SiteFooter({
  mandant,
  onOpenCookieSettings,
}: {
  mandant: Mandant;
  onOpenCookieSettings: () => void;
}) {
  const { t } = useTranslation();
  const { Brand, Modules } = mandant;
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')}>
        <ul className="site-footer__links">
          <li>
            <AppLink to={getHref('Faq')}>{t('footer.faq')}</AppLink>
          </li>
          <li>
            <AppLink to={getHref('Agb')}>{t('footer.terms')}</AppLink>
          </li>
          {!Modules.ModuleAdv && (
            <li>
              <AppLink to={getHref('Impressum')}>{t('footer.imprint')}</AppLink>
            </li>
          )}
          <li>
            <AppLink to={getHref('Datenschutz')}>{t('footer.privacy')}</AppLink>
          </li>
          {Brand.SecurityUrl && (
            <li>
              <a href={Brand.SecurityUrl} rel="noopener">
                {t('footer.security')}
              </a>
            </li>
          )}
          {Brand.TermsPdfUrl && (
            <li>
              <a href={Brand.TermsPdfUrl} type="application/pdf" rel="noopener">
                {t('footer.termsPdf')}
              </a>
            </li>
          )}
          <li>
            <AppLink to={getHref('Kontakt')}>{t('footer.contact')}</AppLink>
          </li>
          <li>
            <AppLink to={getHref('Barrierefreiheitserklaerung')}>{t('footer.accessibility')}</AppLink>
          </li>
          <li>
            <button type="button" className="link-button" onClick={onOpenCookieSettings}>
              {t('footer.cookieSettings')}
            </button>
          </li>
        </ul>
      </nav>
      <p className="site-footer__brand">
        © {Brand.Name} · {t('common.programme')}
      </p>
    </footer>
  );
}
