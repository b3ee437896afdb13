import { useTranslation } from '../../i18n/use-translation.ts';

/** Shown while the first navigation loads the tenant configuration. */
export function BootFallback() {
  const { t } = useTranslation();
  return (
    <main id="main" className="main" aria-busy="true">
      <p role="status">{t('common.loading')}</p>
    </main>
  );
}
