import type { Db } from '../../db/client.ts';
import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { accountsModule } from '../accounts/accounts.module.ts';
import type { lifecycleModule } from '../lifecycle/lifecycle.module.ts';
import type { mailModule } from '../mail/mail.module.ts';
import type { recipientsModule } from '../recipients/recipients.module.ts';
import type { tokensModule } from '../tokens/tokens.module.ts';
import { recipientRewardLinkRequest, rewardLinkRequest } from './reward-link.ts';
import { createRewardsRepository } from './rewards.repository.ts';
import { createRewardsService } from './rewards.service.ts';

type Uses = Pick<ProvidedBy<typeof accountsModule>, 'sessions' | 'referrers' | 'bankData'> &
  Pick<ProvidedBy<typeof lifecycleModule>, 'rewardCredits' | 'lifecycleHooks'> &
  Pick<ProvidedBy<typeof recipientsModule>, 'recipientRecords'> &
  ProvidedBy<typeof mailModule> &
  ProvidedBy<typeof tokensModule>;
type PickupDeps = Parameters<typeof createRewardsService>[0];

/**
 * The rewards (Prämien) to pick up, the referrer's and a recipient's share: the list, choosing
 * transfer or voucher, the pickup link. The choice runs the fraud checks, a module above: the
 * programme module builds the service with them and serves its routes (decision 050).
 */
export const rewardsModule = defineModule({
  name: 'rewards',
  needs: ['accounts', 'lifecycle', 'mail', 'recipients', 'tokens'],
  services: (
    { db, clock, config },
    { sessions, referrers, bankData, rewardCredits, lifecycleHooks, recipientRecords, outbox, tokens }: Uses,
  ) => ({
    /** A new pickup link token for a referrer's ready reward: the engine's "reward ready" mail carries it. */
    rewardLink: (tx: Db, tenantId: string, referrerId: string) =>
      tokens.issue(tx, rewardLinkRequest(tenantId, referrerId)),
    /**
     * The pickup link token of a recipient's share (issue 27, finding 8): the engine's recipient
     * mail carries it. Only the newest link works: a fresh one asked for from the recipient's page
     * (or mailed after a returned transfer) ends the ones before (decision 040).
     */
    recipientRewardLink: async (tx: Db, tenantId: string, recipientId: string) => {
      const request = recipientRewardLinkRequest(tenantId, recipientId);
      await tokens.revokeOpen(tx, request);
      return tokens.issue(tx, request);
    },
    /** The rewards service with the fraud checks at the pickup and the voucher offers its caller passes. */
    rewardsWith: (fraudAtPickup: PickupDeps['fraudAtPickup'], voucherOffers: PickupDeps['voucherOffers']) =>
      createRewardsService({
        db,
        clock,
        config,
        sessions,
        tokens,
        referrers,
        recipients: recipientRecords,
        rewards: createRewardsRepository({ credits: rewardCredits }),
        bankData,
        outbox,
        fraudAtPickup,
        voucherOffers,
        lifecycleHooks,
      }),
  }),
});
