import type { RouteName } from '@kwk/shared/routes/route-table';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import '../../i18n/page-texts.ts';
import { PageFrame } from './page-frame.tsx';

/** A screen's frame: translated <h1> and intro from `pages.<RouteName>`, plus the page's own content. */
export function SkeletonPage({
  name,
  values,
  greeting,
  children,
}: {
  name: RouteName;
  values?: Record<string, string>;
  greeting?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t(`pages.${name}.title`, values)}
      intro={t(`pages.${name}.intro`, values)}
      greeting={greeting}
    >
      {children}
    </PageFrame>
  );
}
