import { getHref } from '@kwk/shared/routes/route-table';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { useSession } from '../../features/accounts/use-session.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { AppLink } from '../../ui/app-link.tsx';

/**
 * Footer links of spec §2, and the way to the personal area (sign in, or the area and sign out);
 * the imprint is left out where the advisor module redirects it away.
 */
export function SiteFooter({
  mandant,
  onOpenCookieSettings,
}: {
  mandant: Mandant;
  onOpenCookieSettings: () => void;
}) {
  const { t } = useTranslation();
  const { Brand, Modules, Rules } = mandant;
  const { session } = useSession();
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')}>
        <ul className="site-footer__links">
          {session ? (
            <>
              <li>
                <AppLink to={getHref('PersoenlicherBereich')}>{t('nav.personalArea')}</AppLink>
              </li>
              <li>
                <AppLink to={getHref('Logout')}>{t('nav.logout')}</AppLink>
              </li>
            </>
          ) : (
            !Rules.IsAutologin && (
              <li>
                <AppLink to={getHref('Login')}>{t('nav.login')}</AppLink>
              </li>
            )
          )}
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
      {/* Brand.Features.FooterText (spec §9): the tenant's footer text (`footer.text`, its texts override it). */}
      {Brand.Features.FooterText && <p className="site-footer__text">{t('footer.text')}</p>}
      <p className="site-footer__brand">
        © {Brand.Name} · {t('common.programme')}
      </p>
    </footer>
  );
}
