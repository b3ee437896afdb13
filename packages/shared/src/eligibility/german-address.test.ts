import { describe, expect, it } from 'vitest';
import { germanAddressProblems, referrerAddressSchema } from './german-address.ts';

const address = { Strasse: 'Hauptstraße', Hausnummer: '1a', Ort: 'Berlin' };

describe('the referrer lives in Germany (spec §1)', () => {
  it.each([
    ['DE', '10115', []],
    ['de', '01067', []],
    [' DE ', ' 80331 ', []],
    ['AT', '1010', ['country', 'postcode']],
    ['AT', '10115', ['country']],
    ['DE', '1011', ['postcode']],
    ['DE', '101155', ['postcode']],
    ['DE', '1O115', ['postcode']],
    ['DE', '', ['postcode']],
    ['', '10115', ['country']],
  ])('Land %j, PLZ %j: %j', (Land, Plz, problems) =>
    expect(germanAddressProblems({ Land, Plz })).toEqual(problems),
  );

  it('the schema reports each problem at its field, in the language asked', () => {
    const result = referrerAddressSchema('en').safeParse({ ...address, Plz: '1010', Land: 'AT' });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['Land', 'Only people living in Germany can take part.'],
      ['Plz', 'Please enter a five-digit German postcode.'],
    ]);
  });

  it('a German address passes, the country defaulting to DE', () => {
    expect(referrerAddressSchema('de').parse({ ...address, Plz: '10115' })).toEqual({
      ...address,
      Plz: '10115',
      Land: 'DE',
    });
  });
});
