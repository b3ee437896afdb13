import { normaliseDomain, normaliseKundennummer } from '@kwk/shared/operator/exclusions.schemas';
import { describe, expect, it } from 'vitest';
import { domainCandidates, kundennummerCandidates } from './exclusions.rules.ts';

describe('exclusion list rules', () => {
  it.each([
    ['anna@fyrst-bank.de', ['fyrst-bank.de']],
    ['Anna@Mail.FYRST-bank.de', ['mail.fyrst-bank.de', 'fyrst-bank.de']],
    ['a@x.y.example.co.uk', ['x.y.example.co.uk', 'y.example.co.uk', 'example.co.uk', 'co.uk']],
    ['a@localhost', []],
    ['kein-at', []],
  ])('an address %s is looked up under %j', (email, expected) => {
    expect(domainCandidates(email)).toEqual(expected);
  });

  it.each([
    ['@fyrst-bank.de', 'fyrst-bank.de'],
    [' FYRST-Bank.DE ', 'fyrst-bank.de'],
    ['mail.telko.example', 'mail.telko.example'],
    ['fyrst', undefined],
    ['-fyrst.de', undefined],
    ['anna@fyrst.de', undefined],
    ['fyrst .de', undefined],
  ])('the domain %j is kept as %j', (raw, expected) => {
    expect(normaliseDomain(raw)).toBe(expected);
  });

  it.each([
    [' k-4711 ', 'K-4711'],
    ['12', undefined],
    ['K 4711', undefined],
  ])('the customer number %j is kept as %j', (raw, expected) => {
    expect(normaliseKundennummer(raw)).toBe(expected);
  });

  it('drops blank and malformed customer numbers from a lookup', () => {
    expect(kundennummerCandidates([null, undefined, '', 'x', 'k-1234'])).toEqual(['K-1234']);
  });
});
