import { describe, expect, it } from 'vitest';
import { taxNotice } from './tax-notice.ts';

const year = {
  Jahr: 2026,
  AusgezahltCent: 20_000,
  AusstehendCent: 3_000,
  FreigrenzeCent: 25_600,
  Steuerfrei: true,
};

describe('the tax notice before a choice', () => {
  it('is shown only where the server says the choice reaches the limit', () => {
    expect(taxNotice({ BetragCent: 2_599, UeberschreitetFreigrenze: false }, year)).toBeNull();
    expect(taxNotice({ BetragCent: 2_600, UeberschreitetFreigrenze: true }, year)).toEqual({
      year: 2026,
      paidCent: 20_000,
      totalCent: 25_600,
    });
  });
});
