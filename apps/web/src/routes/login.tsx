import { getHref } from '@kwk/shared/routes/route-table';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../app/navigation/app-link.tsx';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';

/** /login — the form is laid out; sending it belongs to the account issue. */
export function Component() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <SkeletonPage name="Login">
      <form className="form" noValidate onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor={`${id}-email`}>{t('login.email')}</label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="username" required />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>{t('login.password')}</label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </div>
        <p>
          <AppLink to={getHref('PasswortVergessen')}>{t('login.forgot')}</AppLink>
        </p>
        <button type="submit" className="button button--primary" aria-describedby={`${id}-note`}>
          {t('login.submit')}
        </button>
        <p id={`${id}-note`} className="form__note">
          {t('login.notYet')}
        </p>
      </form>
    </SkeletonPage>
  );
}
