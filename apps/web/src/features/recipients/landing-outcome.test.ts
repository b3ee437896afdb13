import { describe, expect, it } from 'vitest';
import { outcomeOfError, outcomeOfLanding } from './landing-outcome.ts';

const landing = {
  Empfehlungsnummer: 12345678,
  EmpfehlerName: 'Anna M.',
  ProduktId: 1,
  ProduktName: 'MagentaZuhause L',
  Praemie: '70 €',
  EmpfaengerPraemieCent: 3500,
  Status: 'Ok' as const,
  GueltigBis: '2025-03-01',
};

describe('outcomeOfLanding', () => {
  it.each([
    { status: 'Ok', type: 'offer' },
    { status: 'Abgelaufen', type: 'expired' },
    { status: 'Gesperrt', type: 'blocked' },
  ] as const)('$status → $type', ({ status, type }) => {
    expect(outcomeOfLanding({ ...landing, Status: status }).type).toBe(type);
  });
});

describe('outcomeOfError (spec §8)', () => {
  it.each([
    { code: 'recipients.expired', status: 410, expected: { type: 'expired' } },
    { code: 'recipients.blocked', status: 410, expected: { type: 'blocked' } },
    { code: 'referrals.not_found', status: 404, expected: { type: 'notFound' } },
    { code: 'common.validation', status: 400, expected: { type: 'notFound' } },
    { code: undefined, status: 404, expected: { type: 'notFound' } },
    { code: 'common.network', status: 0, expected: { type: 'failed', code: 'common.network' } },
    { code: 'common.technical', status: 500, expected: { type: 'failed', code: 'common.technical' } },
  ])('$code ($status) → $expected.type', ({ code, status, expected }) => {
    expect(outcomeOfError(code, status)).toEqual(expected);
  });
});
