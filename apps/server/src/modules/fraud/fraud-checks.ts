import type { FraudReviewState } from '@kwk/shared/operator/fraud.schemas';
import type { FraudRepository } from './fraud.repository.ts';
import type { FraudLimits } from './fraud.rules.ts';
import { createFraudChecksAtCredit } from './fraud-checks-at-credit.ts';
import { createFraudChecksAtSignUp } from './fraud-checks-at-sign-up.ts';
import { createFraudSignalHints } from './fraud-signal-hints.ts';

/** What the engine learns before it credits a reward: clear, held, or the review's decision. */
export type FraudReviewFact = 'clear' | FraudReviewState;

/** Where a party acted from, as the routes see it. */
export interface FraudOrigin {
  ip: string | null;
  /** The device cookie's value (see `lib/device-cookie.ts`). */
  device: string | null;
}

/** What the fraud checks are built from. */
export interface FraudChecksDeps {
  appSecret: string;
  limits: FraudLimits;
  /** Off only for the bench's comparison (FRAUD_CHECKS=off): no signal is looked for or stored. */
  enabled: boolean;
  repository: FraudRepository;
}

/**
 * The fraud checks (issue 15), each at the moment its facts exist: recommending (same e-mail,
 * disposable domains, velocity per referrer and network), the recipient's confirmation (same e-mail,
 * disposable domain, the referrer's device, IP address or postal address), and the moment the engine would credit the
 * reward (the partner's existing-customer flag, commercial use, shared IBANs). A signal holds the
 * referral; it is never rejected here — support decides. The checks of the sign-up in
 * `fraud-checks-at-sign-up.ts`, those on the way to the reward in `fraud-checks-at-credit.ts`.
 */
export function createFraudChecks(deps: FraudChecksDeps) {
  const hints = createFraudSignalHints(deps.appSecret);
  const signUp = createFraudChecksAtSignUp(deps, hints);
  const credit = createFraudChecksAtCredit(deps, hints);
  return {
    atCreate: signUp.atCreate,
    atConfirmation: signUp.atConfirmation,
    atPartnerEvent: credit.atPartnerEvent,
    atPickup: credit.atPickup,
    reviewFact: credit.reviewFact,
  };
}

export type FraudChecks = ReturnType<typeof createFraudChecks>;
