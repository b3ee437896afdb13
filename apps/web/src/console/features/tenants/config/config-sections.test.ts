import { describe, expect, it } from 'vitest';
import { sectionOf, topKeys } from './config-sections.ts';

describe('the tenant form’s sections', () => {
  it('show every field of the shared table (a new key needs a section as well as a label)', () => {
    expect(topKeys().filter((k) => sectionOf(k) === undefined)).toEqual([]);
  });
});
