import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '../lib/use-document-meta.ts';
import { useMandant } from './use-mandant.ts';

/** document.title as "Page – Brand", so screen-reader users hear where a navigation landed. */
export function usePageTitle(title: string, description?: string): void {
  const { t } = useTranslation();
  const { Brand } = useMandant();
  useDocumentMeta(t('common.titleSuffix', { title, name: Brand.Name }), description);
}
