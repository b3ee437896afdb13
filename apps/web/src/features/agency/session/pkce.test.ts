import { describe, expect, it } from 'vitest';
import { base64Url, challengeFor, makeVerifier } from './pkce.ts';

describe('PKCE (RFC 7636, S256)', () => {
  it('makes a 64-character base64url verifier, a new one every time', () => {
    const first = makeVerifier();
    expect(first).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(makeVerifier()).not.toBe(first);
  });

  it('derives the challenge of RFC 7636 appendix B', async () => {
    await expect(challengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('writes bytes as base64url without padding', () => {
    expect(base64Url(new Uint8Array([251, 255, 191]))).toBe('-_-_');
    expect(base64Url(new Uint8Array([1]))).toBe('AQ');
  });
});
