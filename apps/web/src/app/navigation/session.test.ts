import { describe, expect, it } from 'vitest';
import { isLoggedIn, isSessionValid } from './session.ts';

const now = Date.parse('2025-01-01T12:00:00Z');

describe('isSessionValid', () => {
  it.each([
    { name: 'nothing stored', raw: null, valid: false },
    { name: 'garbage', raw: '{oops', valid: false },
    { name: 'not an object', raw: '"x"', valid: false },
    { name: 'no token', raw: JSON.stringify({ expiresAt: now + 1000 }), valid: false },
    { name: 'future epoch', raw: JSON.stringify({ token: 't', expiresAt: now + 1000 }), valid: true },
    { name: 'past epoch', raw: JSON.stringify({ token: 't', expiresAt: now - 1 }), valid: false },
    {
      name: 'future ISO',
      raw: JSON.stringify({ token: 't', expiresAt: '2025-01-02T00:00:00Z' }),
      valid: true,
    },
    {
      name: 'past ISO',
      raw: JSON.stringify({ token: 't', expiresAt: '2024-12-31T00:00:00Z' }),
      valid: false,
    },
    { name: 'bad date', raw: JSON.stringify({ token: 't', expiresAt: 'soon' }), valid: false },
  ])('$name', ({ raw, valid }) => {
    expect(isSessionValid(raw, now)).toBe(valid);
  });
});

describe('isLoggedIn where storage is blocked', () => {
  it('counts as logged out when even naming localStorage throws (a third-party iframe)', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      expect(isLoggedIn()).toBe(false);
    } finally {
      Object.defineProperty(window, 'localStorage', original);
    }
  });
});
