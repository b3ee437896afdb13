import { tenantMetaDescription } from '@kwk/shared/tenants/page-meta';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Tenant } from '../tenants/tenant-cache.ts';

export const CONFIG_PLACEHOLDER = '<!--kwk-config-->';

/** The brand basics the SPA needs before its first API call (theme, logo, which API to ask). */
export function bootConfig(tenant: Tenant) {
  const brand = tenant.mandant.Brand;
  return {
    apiRoute: brand.ApiRoute,
    key: tenant.key,
    name: brand.Name,
    language: brand.Language,
    colors: brand.Colors,
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
  const json = JSON.stringify(bootConfig(tenant)).replace(/</g, '\\u003c');
  const tag = `<script id="kwk-config" type="application/json">${json}</script>${themeLink(brand.ThemePath)}`;
  const description = escapeHtml(tenantMetaDescription(brand, brand.Language));
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${brand.Language === 'en' ? 'en' : 'de'}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(brand.Name)} – Empfehlungsprogramm</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${description}" />`,
    )
    .replace(CONFIG_PLACEHOLDER, tag);
}
