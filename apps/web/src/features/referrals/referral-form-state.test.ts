import type { Campaign } from '@kwk/shared/content/content.schemas';
import { recommendationCreateSchema } from '@kwk/shared/referrals/referral.schemas';
import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from '../../lib/field-errors.ts';
import {
  campaignErrors,
  defaultShare,
  initialFormState,
  SPLIT_OPTIONS,
  toCreateBody,
} from './referral-form-state.ts';

const campaigns: Campaign[] = [
  {
    AktionsId: 7,
    Titel: 'Sommer',
    Text: 't',
    RechtsText: 'r',
    abgehakt: false,
    Zustimmung: true,
    BonusCent: 2500,
  },
  {
    AktionsId: 8,
    Titel: 'Info',
    Text: 't',
    RechtsText: 'r',
    abgehakt: true,
    Zustimmung: false,
    BonusCent: 0,
  },
];

describe('split options and default', () => {
  it('offers self, both 50:50, contact in that order', () => {
    expect(SPLIT_OPTIONS).toEqual([
      { key: 'self', value: 100 },
      { key: 'both', value: 50 },
      { key: 'contact', value: 0 },
    ]);
  });

  it.each([
    [100, 100],
    [50, 50],
    [0, 0],
    [30, 100],
    [-1, 100],
  ])('RecommenderDefaultShare %i → %i', (configured, expected) => {
    expect(defaultShare(configured)).toBe(expected);
  });
});

describe('initialFormState', () => {
  it('takes the default share, the terms auto-accept and the campaigns’ preset ticks', () => {
    const state = initialFormState({
      productId: 3,
      recommenderDefaultShare: 50,
      agbAutoAccept: true,
      campaigns,
    });
    expect(state).toMatchObject({ productId: 3, share: 50, terms: true, campaigns: { 7: false, 8: true } });
  });
});

describe('toCreateBody', () => {
  const state = {
    ...initialFormState({ productId: 12, recommenderDefaultShare: 100, agbAutoAccept: false, campaigns }),
    recipientEmail: 'bea@example.org',
    firstName: 'Anna',
    lastName: 'Berg',
    email: 'anna@example.org',
    share: 0,
    terms: true,
    eligible: true,
    campaigns: { 7: true, 8: false },
  };

  it('maps the form state to the create body of spec §3', () => {
    expect(toCreateBody(state, { agbText: 'Ich stimme zu.', channel: 'newsletter', campaigns })).toEqual({
      Empfehlung: {
        Produkt: 12,
        AnteilEmpfehler: 0,
        AgbText: 'Ich stimme zu.',
        AgbAkzeptiert: true,
        Channel: 'newsletter',
        Aktionen: [
          { AktionsId: 7, abgehakt: true },
          { AktionsId: 8, abgehakt: false },
        ],
      },
      Empfehler: {
        Vorname: 'Anna',
        Nachname: 'Berg',
        Email: 'anna@example.org',
        NewsletterPermission: false,
        Teilnahmeberechtigt: true,
      },
      Empfaenger: { Email: 'bea@example.org' },
    });
  });

  it('never starts confirmed: each recommendation is its own eligibility confirmation (spec §1)', () => {
    const fresh = initialFormState({
      productId: 1,
      recommenderDefaultShare: 100,
      agbAutoAccept: true,
      campaigns,
    });
    expect(fresh.eligible).toBe(false);
    const schema = recommendationCreateSchema({ EmailWhitelist: [], AllowSelfRecommendation: false });
    const result = schema.safeParse(
      toCreateBody({ ...state, eligible: false }, { agbText: 'x', channel: null, campaigns }),
    );
    expect(fieldErrorsFromIssues(result.error?.issues ?? [])).toEqual({
      'Empfehler.Teilnahmeberechtigt':
        'Bitte bestätigen Sie, dass Sie eine natürliche Person, mindestens 18 Jahre alt und in Deutschland wohnhaft sind.',
    });
  });

  it('sends the address only where the tenant collects it, as a German one', () => {
    const withAddress = {
      ...state,
      address: { street: 'Hauptstraße', houseNumber: '5', postcode: '1011', city: 'Berlin' },
    };
    const ctx = { agbText: 'x', channel: null, campaigns };
    expect(toCreateBody(withAddress, ctx).Empfehler).not.toHaveProperty('Adresse');
    const body = toCreateBody(withAddress, { ...ctx, withAddress: true });
    expect(body.Empfehler).toMatchObject({
      Adresse: { Strasse: 'Hauptstraße', Hausnummer: '5', Plz: '1011', Ort: 'Berlin', Land: 'DE' },
    });
    const schema = recommendationCreateSchema({
      EmailWhitelist: [],
      AllowSelfRecommendation: false,
      EmpfehlerAdresse: true,
    });
    expect(fieldErrorsFromIssues(schema.safeParse(body).error?.issues ?? [])).toEqual({
      'Empfehler.Adresse.Plz': 'Bitte geben Sie eine fünfstellige deutsche Postleitzahl an.',
    });
  });

  it('passes the shared schema', () => {
    const schema = recommendationCreateSchema({ EmailWhitelist: [], AllowSelfRecommendation: false });
    const body = toCreateBody(state, { agbText: 'Ich stimme zu.', channel: null, campaigns });
    expect(schema.safeParse(body).success).toBe(true);
  });

  it('leaves a missing product undefined, which the schema reports as required', () => {
    const schema = recommendationCreateSchema({ EmailWhitelist: [], AllowSelfRecommendation: false });
    const body = toCreateBody({ ...state, productId: null }, { agbText: 'x', channel: null, campaigns });
    const result = schema.safeParse(body);
    expect(result.success).toBe(false);
    expect(fieldErrorsFromIssues(result.error?.issues ?? [])).toEqual({
      'Empfehlung.Produkt': 'Dies ist ein Pflichtfeld.',
    });
  });
});

describe('errors', () => {
  it('requires consent for campaigns with Zustimmung only', () => {
    const state = initialFormState({
      productId: 1,
      recommenderDefaultShare: 100,
      agbAutoAccept: false,
      campaigns,
    });
    expect(campaignErrors(state, campaigns, 'de')).toEqual({
      'Aktion.7': 'Die Zustimmung ist erforderlich, um fortzufahren.',
    });
    expect(campaignErrors({ ...state, campaigns: { 7: true } }, campaigns, 'de')).toEqual({});
  });
});
