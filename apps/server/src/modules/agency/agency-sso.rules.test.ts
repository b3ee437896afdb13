import { describe, expect, it } from 'vitest';
import {
  departmentFromClaim,
  isRegisteredRedirectUri,
  nameFromClaims,
  rolesFromClaim,
  s256,
  verifierMatches,
} from './agency-sso.rules.ts';

describe('agency sign-in rules', () => {
  it.each([
    [['AgenturInhaber'], ['AgenturInhaber']],
    ['AgenturMitarbeiter', ['AgenturMitarbeiter']],
    [['AgenturInhaber_inaktiv', 'Admin', 'AgenturInhaber_inaktiv'], ['AgenturInhaber_inaktiv']],
    [['agenturinhaber'], []],
    [[], []],
    [undefined, []],
    [42, []],
    [{ AgenturInhaber: true }, []],
  ])('role claim %j → %j', (claim, roles) => {
    expect(rolesFromClaim(claim)).toEqual(roles);
  });

  it.each([
    ['agentur-nord', 'agentur-nord'],
    [' agentur-nord ', 'agentur-nord'],
    ['', undefined],
    [['agentur-nord'], undefined],
    [undefined, undefined],
  ])('department claim %j → %j', (claim, department) => {
    expect(departmentFromClaim(claim)).toBe(department);
  });

  it('computes S256 as RFC 7636 appendix B does, and compares the verifier with the challenge', () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    expect(s256(verifier)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(verifierMatches(verifier, 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(true);
    expect(verifierMatches(`${verifier}x`, 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(false);
    expect(verifierMatches(verifier, 'short')).toBe(false);
  });

  it('takes a redirect URI only as registered, character for character', () => {
    const registered = ['https://partner.example/agentur/anmelden'];
    expect(isRegisteredRedirectUri(registered, 'https://partner.example/agentur/anmelden')).toBe(true);
    for (const uri of [
      'https://partner.example/agentur/anmelden/',
      'https://partner.example/agentur/anmelden?x=1',
      'http://partner.example/agentur/anmelden',
      'https://partner.example.evil/agentur/anmelden',
    ])
      expect(isRegisteredRedirectUri(registered, uri)).toBe(false);
  });

  it('names the person by `name`, else by given and family name', () => {
    expect(nameFromClaims({ name: ' Ines Inhaber ' })).toBe('Ines Inhaber');
    expect(nameFromClaims({ given_name: 'Ines', family_name: 'Inhaber' })).toBe('Ines Inhaber');
    expect(nameFromClaims({})).toBe('');
  });
});
