import { getHref } from '@kwk/shared/routes/route-table';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../features/accounts/use-session.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';

/**
 * Header with logo and navbar (signed in: personal area, Meine Daten unless under autologin, and
 * logout as well; signed out: the way in to the login, unless the host system signs people in);
 * below the xl breakpoint the menu collapses behind a disclosure button.
 */
export function SiteHeader({ brand, autologin }: { brand: Mandant['Brand']; autologin: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const lang = currentLanguage();
  const { session } = useSession();

  useEffect(() => {
    if (pathname) setOpen(false);
  }, [pathname]);

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <AppLink to={getHref('Home')} className="site-header__logo">
          <img src={brand.LogoUrl} alt={t('common.logoAlt', { name: brand.Name })} height={40} />
        </AppLink>
        <button
          type="button"
          className="navbar__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((v) => !v)}
        >
          {t('nav.menu')}
        </button>
        <nav className="navbar" aria-label={t('nav.main')}>
          <ul id={menuId} className="navbar__menu" data-open={open}>
            <li>
              <AppLink to={getHref('Home')}>{t('nav.start')}</AppLink>
            </li>
            <li>
              <AppLink to={getHref('Faq')}>{t('nav.faq')}</AppLink>
            </li>
            {brand.NavLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="noopener">
                  {link.label[lang]}
                </a>
              </li>
            ))}
            {session && (
              <>
                <li>
                  <AppLink to={getHref('PersoenlicherBereich')}>{t('nav.personalArea')}</AppLink>
                </li>
                {!autologin && (
                  <li>
                    <AppLink to={getHref('MeineDaten')}>{t('nav.myData')}</AppLink>
                  </li>
                )}
                <li>
                  <AppLink to={getHref('Logout')}>{t('nav.logout')}</AppLink>
                </li>
              </>
            )}
            {!session && !autologin && (
              <li>
                <AppLink to={getHref('Login')}>{t('nav.login')}</AppLink>
              </li>
            )}
            <li>
              <LanguageSwitch />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
