import { describe, expect, it } from 'vitest';
import {
  ariaSort,
  dateRange,
  filterKind,
  initialQuery,
  joinDateRange,
  sortBy,
  withFilter,
  withPage,
  withPageSize,
} from './report-query.ts';

const start = initialQuery('auftraege');

describe('report query', () => {
  it('opens newest first on the report’s default column', () => {
    expect(start).toEqual({
      OrderBy: 'AuftragsDatum',
      Descending: true,
      Pagesize: 25,
      Pagenumber: 1,
      Filter: {},
    });
    expect(ariaSort(start, 'AuftragsDatum')).toBe('descending');
    expect(ariaSort(start, 'Produkt')).toBe('none');
  });

  it('sorts another column ascending, the same one the other way round, from page 1', () => {
    const onPage3 = withPage(start, 3);
    const byProduct = sortBy(onPage3, 'Produkt');
    expect(byProduct).toMatchObject({ OrderBy: 'Produkt', Descending: false, Pagenumber: 1 });
    expect(ariaSort(byProduct, 'Produkt')).toBe('ascending');
    expect(sortBy(byProduct, 'Produkt')).toMatchObject({ OrderBy: 'Produkt', Descending: true });
  });

  it('drops empty filter fields and starts at page 1', () => {
    const filtered = withFilter(withPage(start, 4), {
      AgentName: ' Nord ',
      Produkt: '',
      AuftragsDatum: '..',
    });
    expect(filtered).toMatchObject({ Filter: { AgentName: 'Nord' }, Pagenumber: 1 });
  });

  it('pages by a cursor where one came, by number otherwise; sort, filter and size drop the cursor', () => {
    const onPage2 = withPage(start, 2, 'nach-1');
    expect(onPage2).toMatchObject({ Pagenumber: 2, Cursor: 'nach-1' });
    expect(withPage(onPage2, 3, null)).not.toHaveProperty('Cursor');
    expect(withPage(onPage2, 1, 'vor-2')).not.toHaveProperty('Cursor');
    for (const fresh of [
      sortBy(onPage2, 'Produkt'),
      withFilter(onPage2, { AgentName: 'x' }),
      withPageSize(onPage2, 50),
    ])
      expect(fresh).not.toHaveProperty('Cursor');
  });

  it('never goes below page 1; a new page size starts at page 1', () => {
    expect(withPage(start, 0).Pagenumber).toBe(1);
    expect(withPageSize(withPage(start, 5), 50)).toMatchObject({ Pagesize: 50, Pagenumber: 1 });
  });

  it('splits and joins date ranges, either side open', () => {
    expect(dateRange('2026-01-01..2026-02-01')).toEqual({ from: '2026-01-01', to: '2026-02-01' });
    expect(dateRange('..2026-02-01')).toEqual({ from: '', to: '2026-02-01' });
    expect(dateRange(undefined)).toEqual({ from: '', to: '' });
    expect(joinDateRange('2026-01-01', '')).toBe('2026-01-01..');
    expect(joinDateRange('', '')).toBe('');
  });

  it.each([
    ['AuftragsDatum', 'date'],
    ['BestaetigtAm', 'date'],
    ['Freigegeben', 'yesNo'],
    ['Bestellt', 'yesNo'],
    ['Status', 'choice'],
    ['Art', 'choice'],
    ['AgentName', 'text'],
  ])('%s is filtered by a %s field', (column, kind) => {
    expect(filterKind(column)).toBe(kind);
  });
});
