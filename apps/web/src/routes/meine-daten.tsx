import type { Language } from '@kwk/shared/errors/error-codes';
import { getHref } from '@kwk/shared/routes/route-table';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PAGE_NOTICE_STATE } from '../app/layout/page-notice.tsx';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { loadOverrides } from '../app/tenant-loader.ts';
import { getUser } from '../features/accounts/api/get-user.ts';
import { SignInRequired } from '../features/accounts/components/sign-in-required.tsx';
import { useSession } from '../features/accounts/use-session.ts';
import { MyDataOverview } from '../features/my-data/components/my-data-overview.tsx';
import { currentLanguage, ensureLanguage, rememberLanguage, setLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { storeUser } from '../lib/session/session-store.ts';
import { useMandant } from '../lib/use-mandant.ts';

/**
 * The page follows the account's newly saved language, and keeps it for the next visit. The
 * built-in texts load before the tenant's overrides, which would otherwise pass for the whole set.
 */
async function applyLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await ensureLanguage(language);
  await loadOverrides(language);
  await setLanguage(language);
}

/**
 * /meinedaten (login required, not under autologin): account, language, newsletter, the ways to
 * bank data and customer number, deletion. The user is fetched afresh, since the newsletter may
 * have been confirmed elsewhere; deleting leads to the start page with a notice.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { Modules } = useMandant();
  const { session, user } = useSession();
  const [deleted, setDeleted] = useState(false);
  const token = session?.token;

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    getUser(controller.signal).then(
      (fresh) => storeUser(fresh, token),
      () => undefined,
    );
    return () => controller.abort();
  }, [token]);

  let content = <SignInRequired />;
  if (deleted) content = <p role="status">{t('myData.delete.done')}</p>;
  else if (session && !user) content = <p role="status">{t('myData.loading')}</p>;
  else if (session && user)
    content = (
      <MyDataOverview
        user={user}
        token={session.token}
        lang={currentLanguage()}
        newsletter={Modules.ModuleNewsletterPermission}
        bankData={Modules.ModuleStoringBankdata}
        onLanguageSaved={applyLanguage}
        onDeleted={() => {
          setDeleted(true);
          navigate(getHref('Home'), { state: { [PAGE_NOTICE_STATE]: t('myData.delete.done') } });
        }}
      />
    );
  return <SkeletonPage name="MeineDaten">{content}</SkeletonPage>;
}
