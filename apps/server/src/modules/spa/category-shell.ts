import type { BootData } from '@kwk/shared/content/boot-data';
import { categoryPageTextKey } from '@kwk/shared/content/tenant-text-keys';
import type { Language } from '@kwk/shared/errors/error-codes';
import type { CategoryPage } from '@kwk/shared/tenants/mandant.schemas';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import { shellFrame } from './start-shell.ts';

/**
 * The SPA's own texts of a category page's head (`category.home`, `category.intro` in
 * apps/web/src/i18n), which a tenant may override like any text; a test holds them equal.
 */
export const CATEGORY_SHELL_TEXTS: Record<Language, { home: string; intro: string }> = {
  de: {
    home: 'Start',
    intro: 'Diese Produkte können Sie empfehlen. Für jede erfolgreiche Empfehlung erhalten Sie eine Prämie.',
  },
  en: {
    home: 'Start',
    intro: 'You can recommend these products. You receive a reward for every successful recommendation.',
  },
};

/**
 * A category page's head as HTML — breadcrumb, heading, description and intro, under the header
 * bar — written into `#root` like the start page's first screen (start-shell.ts): the page's
 * largest paint is that text, which otherwise waited for the scripts (Lighthouse performance
 * 84–95 on telko's /internet, issue 30 #7). The texts are the SPA's, the tenant's overrides in
 * the boot data's language first, so the SPA's page replaces it with nothing moving (e2e
 * layout-shift spec); only the link and header line take the brand's colours when the scripts
 * apply the theme, as on the start page. Never interactive: the home crumb is an `<a>` without href.
 */
export function categoryShell(tenant: Tenant, data: BootData, page: CategoryPage): string {
  const texts = data.Texts ?? {};
  const own = CATEGORY_SHELL_TEXTS[data.Language];
  const text = (key: string, fallback: string) => escapeHtml(texts[key] ?? fallback);
  const title = text(categoryPageTextKey(page.Path, 'title'), page.Titel);
  const crumbs = page.Breadcrumb.map((crumb, i) => text(categoryPageTextKey(page.Path, `crumb${i}`), crumb));
  const trail = crumbs.length > 0 ? crumbs : [title];
  return shellFrame(
    tenant.mandant.Brand,
    data.Language,
    '<section class="page"><nav class="breadcrumb"><ol>' +
      `<li><a>${text('category.home', own.home)}</a></li>` +
      trail.map((crumb) => `<li>${crumb}</li>`).join('') +
      `</ol></nav><h1 class="page__title">${title}</h1>` +
      `<p class="page__intro">${text(categoryPageTextKey(page.Path, 'description'), page.MetaDescription)}</p>` +
      `<p>${text('category.intro', own.intro)}</p></section>`,
    'page',
  );
}
