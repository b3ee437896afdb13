import { describe, expect, it } from 'vitest';
import { facet } from './facet.ts';

describe('facet', () => {
  it('keeps the named functions only, each the owner’s own', () => {
    const repository = { read: () => 1, write: () => 2, erase: () => 3 };
    const face = facet(repository, ['read', 'erase']);
    expect(Object.keys(face)).toEqual(['read', 'erase']);
    expect(face.read).toBe(repository.read);
    expect('write' in face).toBe(false);
  });
});
