/**
 * Which recipients' shares a new batch may take (issue 27, finding 8).
 *
 * A recipient's share that is ready (Bereitgestellt) and whose recipient gave an account at the
 * order moves to "chosen as a transfer" when the batch takes it; the move is an UPDATE that only
 * succeeds while the share is still ready. A recipient who chose a voucher at their pickup link
 * between the batch's read and that UPDATE keeps their voucher: the share did not move, so the
 * batch must not pay it as well. Shares chosen at a pickup (an account sealed on the credit) were
 * chosen already and are not moved; everything else passes unchanged.
 */
export interface TakeCandidate {
  id: string;
  beneficiary: 'Empfehler' | 'Empfaenger';
  /** The account chosen at a pickup; null for a share paid to the account given at the order. */
  ibanSealed: string | null;
}

/** The shares the batch has to move from ready to chosen before it may pay them. */
export const sharesToTake = <T extends TakeCandidate>(payable: T[]): T[] =>
  payable.filter((p) => p.beneficiary === 'Empfaenger' && p.ibanSealed === null);

/** The payable credits the batch pays: all but the shares it asked to move and that did not move. */
export function creditsTaken<T extends TakeCandidate>(payable: T[], moved: Iterable<string>): T[] {
  const movedIds = new Set(moved);
  const asked = new Set(sharesToTake(payable).map((p) => p.id));
  return payable.filter((p) => !asked.has(p.id) || movedIds.has(p.id));
}
