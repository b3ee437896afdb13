import { BREAKPOINTS } from '@kwk/shared/constants';
import { themeVariables } from '@kwk/shared/tenants/theme-variables';
import { describe, expect, it } from 'vitest';
import type { Tenant } from '../tenants/tenant-cache.ts';
import { categoryPageOf, injectConfig, pageHtml, startPageOf } from './index-html.ts';

const none = { webp: '', jpeg: '' };
const tenant = (name: string) => {
  const mandant = {
    Brand: {
      ApiRoute: 'fyrst',
      Name: name,
      Language: 'de',
      Colors: {
        primary: '#005a8c',
        primaryContrast: '#ffffff',
        secondary: '#333333',
        text: '#1a1a1a',
        background: '#ffffff',
      },
      LogoUrl: '/logo.svg',
      KeyVisual: { xl: none, lg: none, md: none, sm: none },
      Breakpoints: BREAKPOINTS,
    },
  };
  return { key: 'fyrst', mandant, mandantBody: Buffer.from(JSON.stringify(mandant)) } as unknown as Tenant;
};
const block = (out: string, id: string) =>
  new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(out)?.[1];

const html = '<html><head><title>x</title><!--kwk-config--></head><body></body></html>';

describe('index.html injection', () => {
  it('puts the tenant boot config into a JSON data block and the brand into the title', () => {
    const out = injectConfig(html, tenant('FYRST'));
    const json = block(out, 'kwk-config');
    expect(JSON.parse(json!)).toMatchObject({
      apiRoute: 'fyrst',
      key: 'fyrst',
      name: 'FYRST',
      language: 'de',
    });
    // The theme as the SPA sets it: Brand.Colors as contrast-checked CSS custom properties.
    const { theme } = JSON.parse(json!) as { theme: Record<string, string> };
    expect(theme).toEqual(themeVariables(tenant('FYRST').mandant.Brand.Colors));
    expect(Object.keys(theme)).toContain('--color-primary');
    expect(out).toContain('<title>FYRST – Empfehlungsprogramm</title>');
  });

  it.each([
    ['/brands/fyrst/theme.css', '<link rel="stylesheet" href="/brands/fyrst/theme.css" />'],
    ['', undefined],
    ['https://evil.example/theme.css', undefined],
    ['//evil.example/theme.css', undefined],
    ['/x.css"><script>', undefined],
  ])('links the brand stylesheet %j only when it is a path of the portal', (themePath, link) => {
    const t = tenant('FYRST');
    t.mandant.Brand.ThemePath = themePath;
    const out = injectConfig(html, t);
    if (link) expect(out).toContain(link);
    else expect(out).not.toContain('<link');
  });

  it('keeps `$` patterns in a tenant’s texts as text', () => {
    const t = tenant("A$'B$&C$`D");
    const out = injectConfig(html, t);
    expect(out.match(/<title>/g)).toHaveLength(1);
    expect(out).toContain('<title>A$&#39;B$&amp;C$`D – Empfehlungsprogramm</title>');
    expect(JSON.parse(block(out, 'kwk-mandant')!).Brand.Name).toBe("A$'B$&C$`D");
  });

  it('writes the configuration as GET mandant answers it, in a data block', () => {
    const t = tenant('FYRST');
    expect(JSON.parse(block(injectConfig(html, t), 'kwk-mandant')!)).toEqual(
      JSON.parse(t.mandantBody.toString()),
    );
  });

  it('cannot be broken out of by a brand name', () => {
    const out = injectConfig(html, tenant('</script><script>alert(1)</script>'));
    // Two data blocks (config, configuration), no third element of the name's making.
    expect(out.match(/<script/g)).toHaveLength(2);
    expect(out).not.toContain('<script>alert');
    expect(JSON.parse(block(out, 'kwk-mandant')!).Brand.Name).toBe('</script><script>alert(1)</script>');
  });
});

describe('each answer', () => {
  const t = tenant('FYRST');
  const base = injectConfig(html, t);
  const source = (w: number) => ({
    MinWidth: w,
    Width: w,
    Height: 300,
    Webp: `/i/${w}.webp`,
    Jpeg: `/i/${w}.jpg`,
  });
  const data = {
    Language: 'de' as const,
    Texts: { 'home.claim': '</script><script>alert(1)</script>' },
    Start: {
      Language: 'de' as const,
      Blocks: [],
      KeyVisual: {
        Id: 'start',
        Alt: 'Bild',
        Language: 'de' as const,
        Sources: { xl: source(1440), lg: source(1024), md: source(768), sm: source(320) },
      },
      Variables: [],
    },
  };

  it('carries the boot data, escaped, and on the start page preloads the key visual', () => {
    const out = pageHtml(base, t, data, { shell: false });
    expect(JSON.parse(block(out, 'kwk-boot')!)).toEqual(data);
    expect(out).not.toContain('<script>alert');
    expect(out).toContain(
      '<link rel="preload" as="image" type="image/webp" fetchpriority="high" href="/i/320.webp" media="(max-width: 767.98px)" />',
    );
    expect(out.match(/rel="preload" as="image"/g)).toHaveLength(4);
  });

  it('preloads nothing on other pages, and no image for a tenant without a key visual', () => {
    expect(pageHtml(base, t, data, undefined)).not.toContain('<link rel="preload"');
    const noVisual = pageHtml(base, t, { Language: 'de' }, { shell: false });
    expect(noVisual).not.toContain('<link rel="preload"');
    expect(block(noVisual, 'kwk-boot')).toBe('{"Language":"de"}');
  });
});

describe('which answer is the start page with its first screen', () => {
  const withRules = (ForceLogin: boolean) => ({ mandant: { Rules: { ForceLogin } } }) as unknown as Tenant;
  it.each([
    { path: '/', query: undefined, force: false, expected: { shell: true } },
    { path: '/', query: 'lang=de', force: false, expected: { shell: true } },
    { path: '/', query: 'lang=en', force: false, expected: { shell: false } },
    { path: '/', query: 'widget=1', force: false, expected: { shell: true } },
    { path: '/', query: undefined, force: true, expected: undefined },
    { path: '/faq', query: undefined, force: false, expected: undefined },
  ])('$path?$query (ForceLogin $force)', ({ path, query, force, expected }) => {
    expect(startPageOf(withRules(force), path, query, 'de')).toEqual(expected);
  });
});

describe('which answer is a category page with its head as HTML', () => {
  const internet = { Path: '/internet', Quelle: 'festnetz' };
  const business = { Path: '/business', Quelle: 'business' };
  const tenantWith = (ForceLogin: boolean) =>
    ({
      mandant: { Rules: { ForceLogin }, Modules: {}, Brand: { CategoryPages: [internet, business] } },
    }) as unknown as Tenant;
  it.each([
    { path: '/internet', query: undefined, force: false, expected: internet },
    { path: '/internet/', query: 'lang=de', force: false, expected: internet },
    { path: '/internet', query: 'lang=en', force: false, expected: undefined },
    { path: '/internet', query: undefined, force: true, expected: undefined },
    // Business products only with ModuleCompanyRecommendation on (off here).
    { path: '/business', query: undefined, force: false, expected: undefined },
    { path: '/faq', query: undefined, force: false, expected: undefined },
  ])('$path?$query (ForceLogin $force)', ({ path, query, force, expected }) => {
    expect(categoryPageOf(tenantWith(force), path, query, 'de')).toEqual(expected);
  });
});
