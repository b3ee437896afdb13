import { readFileSync } from 'node:fs';
import type { BootData } from '@kwk/shared/content/boot-data';
import { categoryPageTextKey } from '@kwk/shared/content/tenant-text-keys';
import type { CategoryPage } from '@kwk/shared/tenants/mandant.schemas';
import { describe, expect, it } from 'vitest';
import type { Tenant } from '../tenants/tenant-cache.ts';
import { CATEGORY_SHELL_TEXTS, categoryShell } from './category-shell.ts';

const tenant = { mandant: { Brand: { LogoUrl: '/brands/telko/logo.svg' } } } as unknown as Tenant;
const page: CategoryPage = {
  Path: 'internet',
  Titel: 'Internet & Telefon',
  Breadcrumb: ['Festnetz', 'Internet'],
  MetaDescription: 'Surfen <schnell>',
  Quelle: 'festnetz',
  Kategorie: 'internet',
};
const webTexts = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../../../web/src/i18n/${file}`, import.meta.url), 'utf8')).category;

describe('a category page’s head as HTML', () => {
  it('shows breadcrumb, heading, description and intro, escaped, hidden from assistive technology, nothing to focus', () => {
    const html = categoryShell(tenant, { Language: 'de' }, page);
    expect(html).toMatch(
      /^<div id="root"><div class="boot-shell boot-shell--page"><p class="visually-hidden" role="status">Wird geladen …<\/p><div aria-hidden="true">/,
    );
    expect(html).toContain(
      '<nav class="breadcrumb"><ol><li><a>Start</a></li><li>Festnetz</li><li>Internet</li></ol></nav>',
    );
    expect(html).toContain('<h1 class="page__title">Internet &amp; Telefon</h1>');
    expect(html).toContain('<p class="page__intro">Surfen &lt;schnell&gt;</p>');
    expect(html).toContain(`<p>${CATEGORY_SHELL_TEXTS.de.intro}</p>`);
    expect(html).not.toMatch(/href=|<button|tabindex/);
  });

  it('takes the tenant’s texts of the boot data’s language first, as the SPA does', () => {
    const data: BootData = {
      Language: 'en',
      Texts: {
        [categoryPageTextKey('internet', 'title')]: 'Internet & phone',
        'category.intro': 'Our own words.',
      },
    };
    const html = categoryShell(tenant, data, { ...page, Breadcrumb: [] });
    expect(html).toContain('Loading …');
    expect(html).toContain('<h1 class="page__title">Internet &amp; phone</h1>');
    // Without a breadcrumb the SPA's trail is the title.
    expect(html).toContain('<li><a>Start</a></li><li>Internet &amp; phone</li></ol>');
    expect(html).toContain('<p>Our own words.</p>');
  });

  it('says what the SPA says: its texts equal the web app’s', () => {
    for (const [language, file] of [
      ['de', 'de-pages.json'],
      ['en', 'en.json'],
    ] as const) {
      const { home, intro } = webTexts(file);
      expect(CATEGORY_SHELL_TEXTS[language]).toEqual({ home, intro });
    }
  });
});
