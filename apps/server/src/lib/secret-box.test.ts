import { describe, expect, it } from 'vitest';
import { createSecretBox, keyedIdentity } from './secret-box.ts';

describe('secret box (IBANs at rest)', () => {
  const box = createSecretBox('a-test-secret-of-enough-length-123456', 'iban');

  it('opens what it sealed, and seals the same value differently each time', () => {
    const a = box.seal('DE89370400440532013000');
    const b = box.seal('DE89370400440532013000');
    expect(a).not.toBe(b);
    expect(a).not.toContain('DE89');
    expect(box.open(a)).toBe('DE89370400440532013000');
  });

  it('refuses a tampered value and another purpose’s key', () => {
    const sealed = box.seal('DE89370400440532013000');
    const parts = sealed.split('.');
    const tampered = [...parts.slice(0, 3), `${parts[3]!.slice(0, -2)}AA`].join('.');
    expect(() => box.open(tampered)).toThrow();
    expect(() => createSecretBox('a-test-secret-of-enough-length-123456', 'other').open(sealed)).toThrow();
  });

  it('gives stable keyed identities per purpose', () => {
    expect(keyedIdentity('s', 'iban', 'X')).toBe(keyedIdentity('s', 'iban', 'X'));
    expect(keyedIdentity('s', 'iban', 'X')).not.toBe(keyedIdentity('s', 'email', 'X'));
  });
});
