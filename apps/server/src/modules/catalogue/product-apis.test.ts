import { PRODUCT_APIS } from '@kwk/shared/operator/tenants.schemas';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../plugins/app-error.ts';
import { PRODUCT_API_REGISTRY, productApiOf } from './product-apis.ts';

describe('productApiOf', () => {
  it.each([
    ['telekom', true],
    ['banking', false],
    ['partner', false],
  ] as const)('%s → device–tariff pairs %s', (name, pairs) => {
    expect(productApiOf(name)).toEqual({ name, deviceTariffPairs: pairs });
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['unbekannt'],
    ['Telekom'],
    [' telekom'],
    ['toString'],
    ['__proto__'],
    [42],
    [{ name: 'telekom' }],
  ])('%j → catalogue.product_api_unknown (503)', (configured) => {
    expect(() => productApiOf(configured)).toThrow(
      expect.objectContaining({ code: 'catalogue.product_api_unknown', statusCode: 503 }),
    );
    expect(() => productApiOf(configured)).toThrow(AppError);
  });

  it('has one API for every name the console accepts, and no other', () => {
    expect(Object.keys(PRODUCT_API_REGISTRY).sort()).toEqual([...PRODUCT_APIS].sort());
    for (const [name, api] of Object.entries(PRODUCT_API_REGISTRY)) expect(api.name).toBe(name);
  });
});
