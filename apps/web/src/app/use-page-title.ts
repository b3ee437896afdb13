import { tenantMetaDescription } from '@kwk/shared/tenants/page-meta';
import { currentLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useDocumentMeta } from '../lib/use-document-meta.ts';
import { useMandant } from '../lib/use-mandant.ts';

/**
 * document.title as "Page – Brand", so screen-reader users hear where a navigation landed, and the
 * meta description: the page's own, else the tenant's (never empty, never the previous page's).
 */
export function usePageTitle(title: string, description?: string): void {
  const { t } = useTranslation();
  const { Brand } = useMandant();
  useDocumentMeta(
    t('common.titleSuffix', { title, name: Brand.Name }),
    description || tenantMetaDescription(Brand, currentLanguage()),
  );
}
