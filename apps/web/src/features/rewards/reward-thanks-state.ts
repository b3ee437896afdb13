import { PAYOUT_KINDS, type PayoutKind } from '@kwk/shared/rewards/reward-pickup.schemas';

/** What the thanks page shows of a choice: the server's answer, carried in the history entry. */
export interface ChoiceOutcome {
  Auszahlung: PayoutKind;
  BetragCent: number;
  /** The payout timing of spec §9, in the language of the choice. */
  Hinweis: string;
}

/** The outcome from `location.state` (which the history keeps across reloads), or null without one. */
export function choiceOutcome(state: unknown): ChoiceOutcome | null {
  if (typeof state !== 'object' || state === null) return null;
  const { Auszahlung, BetragCent, Hinweis } = state as Record<string, unknown>;
  if (!PAYOUT_KINDS.includes(Auszahlung as PayoutKind)) return null;
  if (typeof BetragCent !== 'number' || !Number.isInteger(BetragCent) || BetragCent < 0) return null;
  if (typeof Hinweis !== 'string' || Hinweis === '') return null;
  return { Auszahlung: Auszahlung as PayoutKind, BetragCent, Hinweis };
}
