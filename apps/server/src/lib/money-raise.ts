import type {
  MoneyAmountChange,
  MoneyChangeKind,
  PendingMoneyChange,
} from '@kwk/shared/operator/money-raises';
import type { Db } from '../db/client.ts';

/**
 * A raise of a money setting held for a second admin (issue 27, decision 047). The module that owns
 * the setting (tenants, catalogue, content) sees the raise and proposes it through the
 * money-approvals module's `propose`, which that module passes when it builds the owner's console; the approval gives it back to that module to apply. The types
 * live here because the owners cannot import the module above them.
 */
export interface MoneyRaiseProposal {
  tenantId: string;
  kind: MoneyChangeKind;
  subjectId: number | null;
  /** The setting as it is now: the approval applies only if it still is. */
  before: unknown;
  /** What the approval writes. */
  after: unknown;
  amounts: MoneyAmountChange[];
}

/** Holds a raise (refused with `money.second_admin_required` without another active admin), audited. */
export type ProposeMoneyRaise = (
  tx: Db,
  operatorId: string,
  proposal: MoneyRaiseProposal,
) => Promise<PendingMoneyChange>;

/** The owner's part of an approval: writes `after` if the setting is still `before`. */
export type ApplyMoneyRaise = (
  tx: Db,
  operatorId: string,
  change: { tenantId: string; subjectId: number | null; before: unknown; after: unknown },
) => Promise<
  | { applied: false }
  /** `id`: the reward's or campaign's, a new one's too. */
  | { applied: true; id?: number; afterCommit?: () => Promise<void> }
>;

/** Two JSON values alike (the stored `before` against the setting now); key order does not count. */
export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([x], [y]) => x.localeCompare(y))
        .map(([k, v]) => [k, sorted(v)]),
    );
  return value;
}
