import type { ReleasePayoutBody } from '@kwk/shared/operator/payouts.schemas';

/**
 * Whether what a releaser entered is what the batch holds (issue 27, finding 1): a release is the
 * second person's own comparison, not a click. Answers the body's fields that do not match (empty:
 * it matches). The start of the checksum, when given, decides alone; otherwise count and sum both.
 */
export function releaseMismatches(
  batch: { count: number; controlSumCents: number; sha256: string },
  entered: ReleasePayoutBody,
): ('Anzahl' | 'SummeCent' | 'Sha256Anfang')[] {
  if (entered.Sha256Anfang !== undefined)
    return batch.sha256.toLowerCase().startsWith(entered.Sha256Anfang.toLowerCase()) ? [] : ['Sha256Anfang'];
  const wrong: ('Anzahl' | 'SummeCent')[] = [];
  if (entered.Anzahl !== batch.count) wrong.push('Anzahl');
  if (entered.SummeCent !== batch.controlSumCents) wrong.push('SummeCent');
  return wrong;
}
