import type { StatusBarKey } from '@kwk/shared/lifecycle/status-bar';
import type { ReferralItem } from '@kwk/shared/personal-area/personal-area.schemas';

/** The lifecycle of spec §4 as the status bar draws it: recommended → … → paid. */
export const LIFECYCLE_STEPS = ['recommended', 'reacted', 'ordered', 'rewardReady', 'paid'] as const;
export type LifecycleStep = (typeof LIFECYCLE_STEPS)[number];

/**
 * `done` lies behind, `current` is where the recommendation stands (aria-current="step"),
 * `stopped` is where it ended without going on (expired, no contract, reward lapsed), `open` is
 * still ahead — or will not come, after a stop.
 */
export type StepState = 'done' | 'current' | 'stopped' | 'open';

/** The step each status bar text stands at; `null` for the two that depend on the order. */
const REACHED: Record<StatusBarKey, LifecycleStep | null> = {
  notReacted: 'recommended',
  expiredWithoutReaction: 'recommended',
  reactedAndSigned: null,
  claimInProcessing: 'ordered',
  noContract: null,
  rewardReady: 'rewardReady',
  pickUpReward: 'rewardReady',
  enterBankData: 'rewardReady',
  rewardBeingPaid: 'rewardReady',
  rewardPaid: 'paid',
  rewardExpired: 'rewardReady',
};

const STOPPED = new Set<StatusBarKey>(['expiredWithoutReaction', 'noContract', 'rewardExpired']);

type Facts = Pick<ReferralItem, 'StatusSchluessel' | 'Status' | 'Auftragsdatum'>;

/** The step a recommendation stands at; "reacted" and "no contract" stand further once there was an order. */
export function reachedStep(item: Facts): LifecycleStep {
  const ordered = item.Auftragsdatum !== null || item.Status === 'Offen' || item.Status === 'Gezahlt';
  return REACHED[item.StatusSchluessel] ?? (ordered ? 'ordered' : 'reacted');
}

/** Every step of the bar with its state, in order. */
export function lifecycleProgress(item: Facts): { step: LifecycleStep; state: StepState }[] {
  const reached = LIFECYCLE_STEPS.indexOf(reachedStep(item));
  const stopped = STOPPED.has(item.StatusSchluessel);
  return LIFECYCLE_STEPS.map((step, index) => ({
    step,
    state: index < reached ? 'done' : index > reached ? 'open' : stopped ? 'stopped' : 'current',
  }));
}
