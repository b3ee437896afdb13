import { describe, expect, it } from 'vitest';
import type { CategoryPage } from '../tenants/mandant.schemas.ts';
import { findCategoryPage, isPagePath } from './page-paths.ts';

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

describe('a business category page needs Modules.ModuleCompanyRecommendation', () => {
  const company = { ...page('company-start'), Quelle: 'business' };
  it.each([
    [true, 'company-start'],
    [false, null],
    [undefined, null],
  ])('module %s: %s', (on, found) => {
    const modules = on === undefined ? {} : { ModuleCompanyRecommendation: on };
    expect(findCategoryPage([company], '/company-start', modules)?.Path ?? null).toBe(found);
    expect(isPagePath('/company-start', [company], modules)).toBe(found !== null);
  });

  it('leaves the other pages alone when it is off', () => {
    expect(findCategoryPage(pages, '/internet', { ModuleCompanyRecommendation: false })?.Path).toBe(
      'internet',
    );
  });
});

describe('isPagePath', () => {
  it.each([
    { path: '/', page: true },
    { path: '/login', page: true },
    { path: '/login/', page: true },
    { path: '/login/ein-token', page: true },
    { path: '/empfehlen/12', page: true },
    { path: '/praemie/', page: true },
    { path: '/empfehler/newsletter/optin', page: true },
    { path: '/exklusiv', page: true },
    { path: '/404', page: true },
    { path: '/internet/hybrid', page: true },
    { path: '/junge-leute/speed.html', page: true },
    { path: '/gibt/es/nicht', page: false },
    { path: '/login/a/b', page: false },
    { path: '/empfehlen', page: false },
    { path: '/unbekannt.html', page: false },
    { path: '/internet/glasfaser.html', page: false },
  ])('$path', ({ path, page: expected }) => {
    expect(isPagePath(path, pages)).toBe(expected);
  });

  it.each([
    { path: '/agentur', modules: {}, page: false },
    { path: '/agentur/anmelden', modules: { ModuleAgenturbereich: false }, page: false },
    { path: '/agentur', modules: { ModuleAgenturbereich: true }, page: true },
    { path: '/agentur/auftraege', modules: { ModuleAgenturbereich: true }, page: true },
    { path: '/agentur/a/b', modules: { ModuleAgenturbereich: true }, page: false },
  ])('$path with $modules: a page only where its module is on', ({ path, modules, page: expected }) => {
    expect(isPagePath(path, pages, modules)).toBe(expected);
  });
});
