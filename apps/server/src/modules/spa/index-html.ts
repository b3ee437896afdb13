import { BOOT_DATA_ID, BOOT_MANDANT_ID, type BootData } from '@kwk/shared/content/boot-data';
import { sourceMedia, startVisualSources } from '@kwk/shared/content/start-visual';
import { findCategoryPage } from '@kwk/shared/routes/page-paths';
import type { CategoryPage } from '@kwk/shared/tenants/mandant.schemas';
import { tenantMetaDescription } from '@kwk/shared/tenants/page-meta';
import { themeVariables } from '@kwk/shared/tenants/theme-variables';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import { categoryShell } from './category-shell.ts';
import { EMPTY_ROOT, startShell } from './start-shell.ts';

export const CONFIG_PLACEHOLDER = '<!--kwk-config-->';
/** Where each answer puts what may change between two answers of one configuration (bootTags). */
export const BOOT_PLACEHOLDER = '<!--kwk-boot-->';

/** JSON inside `<script type="application/json">`: `<` escaped, so no text can close the element. */
const jsonBlock = (id: string, json: string) =>
  `<script id="${id}" type="application/json">${json.replace(/</g, '\\u003c')}</script>`;

/**
 * The brand basics the SPA needs before its first API call (theme, logo, which API to ask). The
 * theme comes as the CSS custom properties of Brand.Colors, contrast-checked here: the SPA sets
 * them and carries none of the maths on its start page (issue 32).
 */
export function bootConfig(tenant: Tenant) {
  const brand = tenant.mandant.Brand;
  return {
    apiRoute: brand.ApiRoute,
    key: tenant.key,
    name: brand.Name,
    language: brand.Language,
    theme: themeVariables(brand.Colors),
    logoUrl: brand.LogoUrl,
  };
}

/**
 * Brand.ThemePath (spec §3 "theme path"): the brand's own stylesheet, after the portal's, so it may
 * restyle what the colours do not reach. Only a path of the portal's origin (the console's schema
 * refuses anything else, and the CSP allows styles from 'self' alone); loaded before any script.
 */
function themeLink(themePath: string | undefined): string {
  if (!themePath || !/^\/(?!\/)[\w\-./]*$/.test(themePath)) return '';
  return `<link rel="stylesheet" href="${escapeHtml(themePath)}" />`;
}

/**
 * Puts the tenant's boot config into index.html as a JSON data block. A data block is not
 * executed, so the strict CSP (no inline script) holds; `<` is escaped so no text can close it.
 * Title and meta description name the tenant before any script runs (crawlers, link previews).
 */
export function injectConfig(html: string, tenant: Tenant): string {
  const brand = tenant.mandant.Brand;
  // The configuration as `GET mandant/{key}` answers it: the SPA needs no round trip for it.
  const tag =
    jsonBlock('kwk-config', JSON.stringify(bootConfig(tenant))) +
    jsonBlock(BOOT_MANDANT_ID, tenant.mandantBody.toString('utf8')) +
    themeLink(brand.ThemePath) +
    BOOT_PLACEHOLDER;
  const description = escapeHtml(tenantMetaDescription(brand, brand.Language));
  // Function replacers: a `$&` or `$'` in a tenant's text must stay text, not paste the page in.
  return html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${brand.Language === 'en' ? 'en' : 'de'}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(brand.Name)} – Empfehlungsprogramm</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace(CONFIG_PLACEHOLDER, () => tag);
}

/**
 * Whether an answer is the start page, and whether it gets its first screen as HTML: not under
 * ForceLogin (a visitor not signed in is sent to the login: no start page to paint first), and
 * not where the link asks for another language than the page's data is in.
 */
export function startPageOf(
  tenant: Tenant,
  path: string,
  query: string | undefined,
  language: string | undefined,
): { shell: boolean } | undefined {
  if (path !== '/' || tenant.mandant.Rules.ForceLogin) return undefined;
  return { shell: inDataLanguage(query, language) };
}

/** Whether the link asks for no language, or for the one the page's data is in (`?lang=`). */
function inDataLanguage(query: string | undefined, language: string | undefined): boolean {
  const asked = new URLSearchParams(query ?? '').get('lang');
  return asked === null || asked === language;
}

/**
 * The category page an answer is, where it gets its head as HTML (category-shell.ts): on the
 * same terms as the start page's first screen.
 */
export function categoryPageOf(
  tenant: Tenant,
  path: string,
  query: string | undefined,
  language: string | undefined,
): CategoryPage | undefined {
  const { Brand, Modules, Rules } = tenant.mandant;
  if (Rules.ForceLogin || !inDataLanguage(query, language)) return undefined;
  return findCategoryPage(Brand.CategoryPages, path, Modules) ?? undefined;
}

/**
 * Per answer: the boot data (texts and start content, see boot-data.ts) and, on the start page,
 * preload links for its key visual (one per breakpoint, by media query, so the browser fetches the
 * one file the picture will show at once, beside the scripts rather than after them); with
 * `shell`, its first screen as HTML (start-shell.ts); on a category page, its head as HTML.
 *
 * The start route's own scripts are not preloaded: the first screen needs none of them, and on a
 * slow line they would share it with the key visual (Lighthouse's LCP rose by 0.1–0.3 s with them).
 */
export function pageHtml(
  html: string,
  tenant: Tenant,
  data: BootData | undefined,
  start: { shell: boolean } | undefined,
  category?: CategoryPage,
): string {
  let head = data ? jsonBlock(BOOT_DATA_ID, JSON.stringify(data)) : '';
  const shell = start?.shell
    ? startShell(tenant, data)
    : category && data
      ? categoryShell(tenant, data, category)
      : undefined;
  if (shell) html = html.replace(EMPTY_ROOT, () => shell);
  if (start) {
    const sources = startVisualSources(data?.Start?.KeyVisual, tenant.mandant.Brand) ?? [];
    sources.forEach((source, index) => {
      head += `<link rel="preload" as="image" type="image/webp" fetchpriority="high" href="${escapeHtml(source.Webp)}" media="${sourceMedia(sources, index)}" />`;
    });
  }
  return html.replace(BOOT_PLACEHOLDER, () => head);
}
