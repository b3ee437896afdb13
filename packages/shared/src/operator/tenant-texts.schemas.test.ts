import { describe, expect, it } from 'vitest';
import { tenantTextsSchema } from './tenant-texts.schemas.ts';

describe('tenant text keys', () => {
  it.each([
    ['home.claim', true],
    ['footer.text', true],
    ['my_prototype.x', true],
    ['__proto__.x', false],
    ['home.constructor', false],
    ['a.prototype.b', false],
    ['home claim', false],
  ])('%s is a key: %s', (key, ok) => {
    expect(tenantTextsSchema('de').safeParse({ Texts: { [key]: 'x' } }).success).toBe(ok);
  });
});
