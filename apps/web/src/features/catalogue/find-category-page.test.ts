import type { CategoryPage } from '@kwk/shared/tenants/mandant.schemas';
import { describe, expect, it } from 'vitest';
import { findCategoryPage } from './find-category-page.ts';

const page = (Path: string): CategoryPage => ({
  Path,
  Titel: Path,
  Breadcrumb: [],
  MetaDescription: '',
  Quelle: 'q',
  Kategorie: 'k',
});
const pages = [
  page('internet'),
  page('internet/hybrid'),
  page('junge-leute/speed.html'),
  page('/fernsehen/'),
];

describe('findCategoryPage', () => {
  it.each([
    { path: '/internet', found: 'internet' },
    { path: '/internet/', found: 'internet' },
    { path: '/internet/hybrid', found: 'internet/hybrid' },
    { path: '/junge-leute/speed.html', found: 'junge-leute/speed.html' },
    { path: '/Internet', found: 'internet' },
    { path: '/fernsehen', found: '/fernsehen/' },
    { path: '/unknown', found: null },
    { path: '/', found: null },
    { path: '/%E0%A4%A', found: null },
  ])('$path', ({ path, found }) => {
    expect(findCategoryPage(pages, path)?.Path ?? null).toBe(found);
  });
});
