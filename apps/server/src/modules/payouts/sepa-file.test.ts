import { describe, expect, it } from 'vitest';
import { buildSepaFile, fileChecksum } from './sepa-file.ts';
import { sepaText } from './sepa-text.ts';
import { validateWithXmllint } from './xsd-validation.test-helpers.ts';

const debtor = { name: 'Empfehlungsprogramm Demo GmbH', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' };
const file = (
  transfers = [
    {
      endToEndId: 'a1',
      holder: 'Jörg Müller & Söhne',
      iban: 'DE89370400440532013000',
      cents: 5000,
      remittance: 'Prämie 1',
    },
    {
      endToEndId: 'a2',
      holder: 'Erika Mustermann',
      iban: 'DE02500105170137075030',
      cents: 2501,
      remittance: 'Prämie 2',
    },
  ],
) =>
  buildSepaFile({
    messageId: 'KWK-20261126-0123456789ab',
    createdAt: new Date('2026-11-26T10:00:00Z'),
    executionDate: new Date('2026-11-26T12:00:00Z'),
    debtor,
    transfers,
  });

describe('the SEPA file (pain.001.001.09)', () => {
  it('validates against the ISO 20022 schema, with count and control sum', () => {
    const xml = file();
    expect(validateWithXmllint(xml)).toMatchObject({ valid: true });
    expect(xml).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"');
    expect(xml).toContain('<NbOfTxs>2</NbOfTxs><CtrlSum>75.01</CtrlSum>');
    expect(xml).toContain('<Nm>Joerg Mueller Soehne</Nm>');
    expect(fileChecksum(xml)).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['a missing mandatory element (the debtor)', (x: string) => x.replace(/<Dbtr>.*?<\/Dbtr>/, '')],
    ['a wrong IBAN', (x: string) => x.replace('DE89370400440532013000', 'de89-3704-0044')],
    ['a negative amount', (x: string) => x.replace('>50.00<', '>-50.00<')],
    [
      'an unknown element',
      (x: string) => x.replace('<PmtMtd>TRF</PmtMtd>', '<PmtMtd>TRF</PmtMtd><Foo>1</Foo>'),
    ],
  ])('a broken file fails the schema: %s', (_, breakIt) => {
    const broken = breakIt(file());
    expect(broken).not.toBe(file());
    expect(validateWithXmllint(broken).valid).toBe(false);
  });

  it('refuses an invalid IBAN before any file is written (the library checks)', () => {
    expect(() =>
      file([{ endToEndId: 'b1', holder: 'X', iban: 'DE00370400440532013000', cents: 100, remittance: 'x' }]),
    ).toThrow(/IBAN/);
  });
});

describe('SEPA text', () => {
  it.each([
    ['Jörg Müller', 70, 'Joerg Mueller'],
    ['Straße & Söhne <GmbH>', 70, 'Strasse Soehne GmbH'],
    ['Élodie Dupont', 70, 'Elodie Dupont'],
    ['  many   spaces ', 70, 'many spaces'],
    ['abcdefghij', 5, 'abcde'],
    ['Prämie Telko 123', 140, 'Praemie Telko 123'],
  ])('%s → %s', (input, max, expected) => {
    expect(sepaText(input, max)).toBe(expected);
  });
});
