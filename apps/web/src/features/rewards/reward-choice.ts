import type { PayoutKind, Reward } from '@kwk/shared/rewards/reward-pickup.schemas';

/** What the pickup screens do with a reward: offer the choice, or say it was chosen, paid or expired. */
export type PickupState = 'choose' | 'chosen' | 'paid' | 'expired' | 'unavailable';

export function pickupState(status: Reward['Status']): PickupState {
  switch (status) {
    case 'Bereitgestellt':
      return 'choose';
    case 'Abgeholt':
      return 'chosen';
    case 'Ausgezahlt':
      return 'paid';
    case 'Abgelaufen':
      return 'expired';
    default:
      return 'unavailable';
  }
}

/** The rewards to choose first, then those already taken, then the expired, each in the server's order. */
export function groupRewards(rewards: readonly Reward[]): {
  ready: Reward[];
  taken: Reward[];
  expired: Reward[];
} {
  const ready = rewards.filter((r) => pickupState(r.Status) === 'choose');
  const expired = rewards.filter((r) => pickupState(r.Status) === 'expired');
  const taken = rewards.filter((r) => !['choose', 'expired'].includes(pickupState(r.Status)));
  return { ready, taken, expired };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A PraemieId from the address; anything else is no reward of ours (and not worth a call). */
export const isRewardId = (value: string | undefined): value is string => UUID.test(value ?? '');

/** The pickup form as typed. */
export interface ChoiceValues {
  kind: PayoutKind | null;
  /** With a stored account: pay to it, or to the one typed now. */
  account: 'stored' | 'new';
  Kontoinhaber: string;
  Iban: string;
  /** Keep the typed account in Meine Daten (only offered with ModuleStoringBankdata). */
  save: boolean;
}

export const emptyChoice = (): ChoiceValues => ({
  kind: null,
  account: 'stored',
  Kontoinhaber: '',
  Iban: '',
  save: false,
});

/**
 * The `PUT /praemierung/` body for the form's values (checked by chooseRewardBodySchema before it
 * goes): only the fields of the chosen way, no Bankdaten for the stored account.
 */
export function choiceBody(
  praemieId: string,
  values: ChoiceValues,
  options: { hasStoredAccount: boolean; canSave: boolean },
): Record<string, unknown> {
  // A voucher names no address: it goes to the account's own (GutscheinEmail of the list).
  if (values.kind === 'Gutschein') return { PraemieId: praemieId, Auszahlung: 'Gutschein' };
  if (values.kind !== 'Ueberweisung') return { PraemieId: praemieId };
  if (options.hasStoredAccount && values.account === 'stored')
    return { PraemieId: praemieId, Auszahlung: 'Ueberweisung' };
  return {
    PraemieId: praemieId,
    Auszahlung: 'Ueberweisung',
    Bankdaten: { Kontoinhaber: values.Kontoinhaber, Iban: values.Iban },
    ...(options.canSave ? { BankdatenSpeichern: values.save } : {}),
  };
}
