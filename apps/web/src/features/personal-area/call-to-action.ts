import type { NextStep } from '@kwk/shared/personal-area/personal-area.schemas';

/** The one prominent call at the top of the personal area. */
export type CallToAction = 'collectReward' | 'enterBankData';

/**
 * Collecting a ready reward comes first (the banner BannerTEZuTP says one is ready even when the
 * next step reads otherwise); then bank data still owed for a chosen transfer; else no call.
 */
export function callToAction(input: { next: NextStep | null; banner: boolean }): CallToAction | null {
  if (input.banner || input.next === 'praemie_abholen') return 'collectReward';
  if (input.next === 'bankdaten_eingeben') return 'enterBankData';
  return null;
}
