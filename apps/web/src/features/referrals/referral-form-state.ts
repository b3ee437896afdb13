import { DEFAULT_BOUNTY_RECIPIENT } from '@kwk/shared/constants';
import type { Campaign } from '@kwk/shared/content/content.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';
import { SPLIT_VALUES, SPLITS } from '@kwk/shared/referrals/splits';
import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';
import type { FieldErrors } from '../../lib/field-errors.ts';

/**
 * The recommendation form's state (spec §3 "Recommendation form state"). `share` is the spec's
 * bountyRecipient: the referrer's share of the reward in percent (100 self, 50 both, 0 contact).
 */
export interface ReferralFormState {
  productId: number | null;
  recipientEmail: string;
  firstName: string;
  lastName: string;
  email: string;
  share: number;
  terms: boolean;
  /** spec §1: confirmed being a natural person, 18 or older, living in Germany. */
  eligible: boolean;
  /** The postal address, asked only where the tenant collects it (Rules.EmpfehlerAdresse). */
  address: { street: string; houseNumber: string; postcode: string; city: string };
  /** Ticked campaigns (Aktionen) by AktionsId. */
  campaigns: Record<number, boolean>;
}

export type SplitKey = keyof typeof SPLITS;

/** The three split options of spec §1/§9 in the order they are offered. */
export const SPLIT_OPTIONS: readonly { key: SplitKey; value: number }[] = (
  Object.entries(SPLITS) as [SplitKey, number][]
).map(([key, value]) => ({ key, value }));

/** Rules.RecommenderDefaultShare when it is one of the split options, else the spec default 100. */
export function defaultShare(recommenderDefaultShare: number): number {
  return (SPLIT_VALUES as readonly number[]).includes(recommenderDefaultShare)
    ? recommenderDefaultShare
    : DEFAULT_BOUNTY_RECIPIENT;
}

/** The signed-in referrer, whose name and address the form starts with (issue 17). */
export interface KnownReferrer {
  Vorname: string;
  Nachname: string;
  Email: string;
}

export function initialFormState(options: {
  productId: number | null;
  recommenderDefaultShare: number;
  agbAutoAccept: boolean;
  campaigns: readonly Campaign[];
  referrer?: KnownReferrer | null;
}): ReferralFormState {
  return {
    productId: options.productId,
    recipientEmail: '',
    firstName: options.referrer?.Vorname ?? '',
    lastName: options.referrer?.Nachname ?? '',
    email: options.referrer?.Email ?? '',
    share: defaultShare(options.recommenderDefaultShare),
    terms: options.agbAutoAccept,
    // Never ticked in advance: each recommendation is its own confirmation.
    eligible: false,
    address: { street: '', houseNumber: '', postcode: '', city: '' },
    campaigns: Object.fromEntries(options.campaigns.map((c) => [c.AktionsId, c.abgehakt])),
  };
}

export interface BodyContext {
  /** The terms text shown next to the checkbox; sent as AgbText (what the referrer agreed to). */
  agbText: string;
  /** The campaign channel from the channel cookie (spec §2), if any. */
  channel: string | null;
  campaigns: readonly Campaign[];
  /** The agent the recommendation goes through (route EmpfehlenAgent), if any. */
  agentNumber?: string | undefined;
  /** The tenant collects the referrer's address (Rules.EmpfehlerAdresse). */
  withAddress?: boolean | undefined;
}

/**
 * Form state → the create body of spec §3, unvalidated: a missing product stays undefined so the
 * shared schema reports it. Only campaigns the server offered are sent.
 */
export function toCreateBody(state: ReferralFormState, ctx: BodyContext) {
  return {
    Empfehlung: {
      Produkt: state.productId ?? undefined,
      AnteilEmpfehler: state.share,
      AgbText: ctx.agbText,
      AgbAkzeptiert: state.terms,
      Channel: ctx.channel,
      ...(ctx.agentNumber ? { Agentennummer: ctx.agentNumber } : {}),
      Aktionen: ctx.campaigns.map((c) => ({
        AktionsId: c.AktionsId,
        abgehakt: state.campaigns[c.AktionsId] === true,
      })),
    },
    Empfehler: {
      Vorname: state.firstName,
      Nachname: state.lastName,
      Email: state.email,
      NewsletterPermission: false,
      Teilnahmeberechtigt: state.eligible,
      ...(ctx.withAddress
        ? {
            Adresse: {
              Strasse: state.address.street,
              Hausnummer: state.address.houseNumber,
              Plz: state.address.postcode,
              Ort: state.address.city,
              Land: 'DE',
            },
          }
        : {}),
    },
    Empfaenger: { Email: state.recipientEmail },
  };
}

/** The error key of a campaign's consent checkbox, `Aktion.<id>`. */
export function campaignKey(id: number): string {
  return `Aktion.${id}`;
}

/** Campaigns that ask for consent (Zustimmung) must be ticked; the schema does not know which. */
export function campaignErrors(
  state: ReferralFormState,
  campaigns: readonly Campaign[],
  lang: Language,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const c of campaigns) {
    if (c.Zustimmung && state.campaigns[c.AktionsId] !== true) {
      errors[campaignKey(c.AktionsId)] = VALIDATION_MESSAGES[lang].consent;
    }
  }
  return errors;
}

/** A referrer who signed in after the form opened: their name and address fill the fields still empty. */
export function withKnownReferrer(
  state: ReferralFormState,
  referrer: KnownReferrer | null,
): ReferralFormState {
  if (!referrer) return state;
  return {
    ...state,
    firstName: state.firstName || referrer.Vorname,
    lastName: state.lastName || referrer.Nachname,
    email: state.email || referrer.Email,
  };
}
