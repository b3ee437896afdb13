import { categoryPageTextKey } from '@kwk/shared/content/tenant-text-keys';
import { getHref } from '@kwk/shared/routes/route-table';
import type { CategoryPage } from '@kwk/shared/tenants/mandant.schemas';
import { useLoaderData } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import '../i18n/page-texts.ts';
import { AppLink } from '../app/navigation/app-link.tsx';
import { usePageTitle } from '../app/use-page-title.ts';
import { CategoryProducts } from '../features/catalogue/components/category-products.tsx';
import { PageHeading } from '../ui/page-heading.tsx';

/** A tenant's product category page (Brand.CategoryPages), found by the catch-all loader. */
export function Component() {
  const { t } = useTranslation();
  const page = useLoaderData() as CategoryPage;
  // The configuration is German; another language's texts are the tenant's (content/getlanguagecontent),
  // else the German stays (spec §1: de is the fallback).
  const tenantText = (key: string, german: string) => t(key, { defaultValue: german });
  const title = tenantText(categoryPageTextKey(page.Path, 'title'), page.Titel);
  const description = tenantText(categoryPageTextKey(page.Path, 'description'), page.MetaDescription);
  const crumbs = page.Breadcrumb.map((crumb, i) =>
    tenantText(categoryPageTextKey(page.Path, `crumb${i}`), crumb),
  );
  usePageTitle(title, description);
  const trail = crumbs.length > 0 ? crumbs : [title];
  return (
    <section className="page" aria-labelledby="page-title">
      <nav aria-label={t('category.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <AppLink to={getHref('Home')}>{t('category.home')}</AppLink>
          </li>
          {trail.map((crumb, index) => (
            <li key={crumb} aria-current={index === trail.length - 1 ? 'page' : undefined}>
              {crumb}
            </li>
          ))}
        </ol>
      </nav>
      <PageHeading>{title}</PageHeading>
      <p className="page__intro">{description}</p>
      <p>{t('category.intro')}</p>
      <CategoryProducts page={page} />
    </section>
  );
}
