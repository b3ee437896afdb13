import type { Product } from '@kwk/shared/catalogue/catalogue.schemas';
import { categoryFootnoteIdentifier, type Footnote } from '@kwk/shared/content/cms.schemas';
import type { CategoryPage } from '@kwk/shared/tenants/mandant.schemas';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import '../../../i18n/page-texts.ts';
import { CategoryProducts } from './category-products.tsx';

const page: CategoryPage = {
  Path: 'young-tarife.html',
  Titel: 'Young-Tarife',
  Breadcrumb: ['Mobilfunk', 'Young'],
  MetaDescription: 'Young-Tarife',
  Quelle: 'mobilfunk',
  Kategorie: 'young',
};
const product: Product = {
  Id: 7,
  ExterneId: 'X7',
  Name: 'Mobil M Young',
  AnzeigeName: '',
  KategorieId: 1,
  Position: 1,
  Praemien: [],
  PraemienWert: null,
  Young: true,
  PreisMonatlich: 1995,
  Fussnote: 'young',
};
const note = (Id: string, Identifier: string, Inhalt: string): Footnote => ({
  Id,
  Identifier,
  Titel: 'Hinweis',
  Gruppe: 'Kategorieseiten',
  Inhalt,
  Language: 'de',
});

// The catalogue's server cannot run in jsdom: fetch answers the two catalogue reads the cards make.
const urls: string[] = [];
beforeEach(() => {
  urls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const body = url.includes('/produkt/?') ? [product] : [];
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderCards = (footnotes: Footnote[]) =>
  render(
    <MemoryRouter>
      <CategoryProducts page={page} footnotes={footnotes} />
    </MemoryRouter>,
  );

describe('CategoryProducts', () => {
  it('shows the CMS footnote a card cites, then the page’s own, and never asks the catalogue for footnotes', async () => {
    renderCards([
      note('fn-praemie', 'praemie', 'Nicht auf dieser Seite.'),
      note('fn-seite', categoryFootnoteIdentifier(page.Path), 'Auch für Ihre Kinder.'),
      note('fn-young', 'young', 'Für alle unter 28 Jahren.'),
    ]);
    const link = await screen.findByRole('link', { name: 'Fußnote 1' });
    expect(link.getAttribute('href')).toBe('#fussnote-1');
    const region = screen.getByRole('region', { name: 'Fußnoten' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => [li.id, li.textContent]),
    ).toEqual([
      ['fussnote-1', 'Hinweis: Für alle unter 28 Jahren.'],
      ['fussnote-2', 'Hinweis: Auch für Ihre Kinder.'],
    ]);
    expect(urls.some((u) => u.includes('fussnoten'))).toBe(false);
  });

  it('without CMS footnotes shows the cards with no footnote mark and no empty heading', async () => {
    renderCards([]);
    expect(await screen.findByRole('heading', { name: 'Mobil M Young' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Fußnote/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Fußnoten' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Fußnoten' })).toBeNull();
  });
});
