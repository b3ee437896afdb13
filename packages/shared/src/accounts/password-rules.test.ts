import { describe, expect, it } from 'vitest';
import { passwordMessage, unmetPasswordRules } from './password-rules.ts';

describe('password rules (spec §5)', () => {
  it.each([
    ['Sommer2026', []],
    ['Äpfel123x', []],
    ['sommer2026', ['uppercase']],
    ['SOMMER2026', ['lowercase']],
    ['Sommerzeit', ['digit']],
    ['Som2026', ['length']],
    ['', ['length', 'lowercase', 'uppercase', 'digit']],
    ['12345678', ['lowercase', 'uppercase']],
  ])('%s misses %j', (password, unmet) => {
    expect(unmetPasswordRules(password)).toEqual(unmet);
  });

  it('names every unmet rule in one message, in both languages', () => {
    expect(passwordMessage(['uppercase', 'digit'], 'de')).toBe(
      'Das Passwort braucht noch: mindestens ein Großbuchstabe, mindestens eine Ziffer.',
    );
    expect(passwordMessage(['length'], 'en')).toBe('The password still needs: at least 8 characters.');
  });
});
