import { categoryPageTextKey } from '@kwk/shared/content/tenant-text-keys';
import { getHref } from '@kwk/shared/routes/route-table';
import type { CategoryPage } from '@kwk/shared/tenants/mandant.schemas';
import { useCallback } from 'react';
import { useLoaderData } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import '../i18n/page-texts.ts';
import { usePageTitle } from '../app/use-page-title.ts';
import { CategoryProducts } from '../features/catalogue/components/category-products.tsx';
import { getCmsFootnotes, getVariables } from '../features/content/api/get-cms.ts';
import { fillContent } from '../features/content/content-text.ts';
import { useCms } from '../features/content/use-cms.ts';
import { useMandant } from '../lib/use-mandant.ts';
import { AppLink } from '../ui/app-link.tsx';
import { PageHeading } from '../ui/page-heading.tsx';

/**
 * A tenant's product category page (Brand.CategoryPages), found by the catch-all loader. Its
 * footnotes are the CMS's (decision 026), in the page's language with the variables filled in; when
 * the CMS fails the cards still show, without footnotes (useCms logs spec §8's line).
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const page = useLoaderData() as CategoryPage;
  const { Brand } = useMandant();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts come in the request's language (Accept-Language)
  const loadNotes = useCallback(
    (signal: AbortSignal) => Promise.all([getCmsFootnotes(undefined, signal), getVariables(signal)]),
    [i18n.language],
  );
  const notes = useCms('fussnoten', loadNotes);
  const variables = new Map(notes.type === 'ready' ? notes.data[1].map((v) => [v.Name, v.Value]) : []);
  const fill = (text: string) => fillContent(text, { client: Brand.Name }, variables);
  const footnotes =
    notes.type === 'ready'
      ? notes.data[0].map((n) => ({ ...n, Titel: fill(n.Titel), Inhalt: fill(n.Inhalt) }))
      : [];
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
      <CategoryProducts page={page} footnotes={footnotes} />
    </section>
  );
}
