import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import { facet } from '../../lib/facet.ts';
import type { accountsModule } from '../accounts/accounts.module.ts';
import type { agentsModule } from '../agents/agents.module.ts';
import type { captchaModule } from '../captcha/captcha.module.ts';
import type { exclusionsModule } from '../exclusions/exclusions.module.ts';
import type { mailModule } from '../mail/mail.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import type { tokensModule } from '../tokens/tokens.module.ts';
import type { webhooksModule } from '../webhooks/webhooks.module.ts';
import { devReferralsRoutes } from './dev-referrals.routes.ts';
import { referralLinkFor } from './referral-link.ts';
import { createReferralSupportRepository, REFERRAL_SUPPORT_RECORDS } from './referral-support.repository.ts';
import { referralVisitsRoutes } from './referral-visits.routes.ts';
import { createReferralVisitsService } from './referral-visits.service.ts';
import type { ReferralsDeps } from './referrals.deps.ts';
import { createReferralsRepository, REFERRAL_RECORDS } from './referrals.repository.ts';
import { createReferralsService } from './referrals.service.ts';
import { shortLinkRedirectRoutes } from './short-link-redirect.routes.ts';
import { createShortLinksRepository } from './short-links.repository.ts';
import { shortLinkRoutes } from './short-links.routes.ts';
import { createShortLinksService } from './short-links.service.ts';

type Uses = Pick<ProvidedBy<typeof accountsModule>, 'referrers'> &
  Pick<ProvidedBy<typeof agentsModule>, 'agentRecords'> &
  ProvidedBy<typeof captchaModule> &
  ProvidedBy<typeof exclusionsModule> &
  ProvidedBy<typeof mailModule> &
  ProvidedBy<typeof tokensModule> &
  Pick<ProvidedBy<typeof tenantsModule>, 'tenants'> &
  ProvidedBy<typeof webhooksModule>;

/**
 * Recommending (Empfehlung): create, double opt-in, the referral link and its visits. Creating runs
 * the fraud checks, a module above: the programme module builds the service with them and serves
 * its routes (decision 050).
 */
export const referralsModule = defineModule({
  name: 'referrals',
  needs: ['accounts', 'agents', 'captcha', 'exclusions', 'mail', 'tokens', 'tenants', 'webhooks'],
  services: ({ db, clock, config, metrics }, use: Uses) => {
    const { referrers, agentRecords, captcha, exclusions, outbox, tokens, webhooks } = use;
    const referralsRepository = createReferralsRepository();
    const referralLink = referralLinkFor(config);
    return {
      referralRecords: facet(referralsRepository, REFERRAL_RECORDS),
      /** The referrals service with the fraud checks at recommending its caller passes. */
      referralsWith: (fraud: ReferralsDeps['fraud']) =>
        createReferralsService({
          db,
          clock,
          config,
          captcha,
          tokens,
          outbox,
          referrers,
          referrals: referralsRepository,
          agents: agentRecords,
          exclusions,
          fraud,
          webhooks,
          counts: metrics.business,
        }),
      /** Support's search, correction and hash backfill (issue 14). */
      referralSupport: facet(
        createReferralSupportRepository({ appSecret: config.appSecret }),
        REFERRAL_SUPPORT_RECORDS,
      ),
      /** A referral's link as the share step shows it (the personal area lists them). */
      referralLink,
      visits: createReferralVisitsService({
        db,
        clock,
        config,
        referrals: referralsRepository,
        referrers,
        link: referralLink,
      }),
      /** Short links `/r/{code}` to the referral link (issue 30, decision 055). */
      shortLinks: createShortLinksService({
        db,
        clock,
        config,
        referrals: referralsRepository,
        shortLinks: createShortLinksRepository(),
        link: referralLink,
      }),
    };
  },
  tenantRoutes: ({ visits, shortLinks }) => [
    referralVisitsRoutes({ visits }),
    shortLinkRoutes({ shortLinks }),
  ],
  // The dev routes are development only, like the mailbox: they age a referral for demos and tests.
  rootRoutes: ({ tenants, shortLinks }, { config, db }) => [
    shortLinkRedirectRoutes({ shortLinks, tenants, webDist: config.webDist }),
    ...(config.isDevelopment
      ? [devReferralsRoutes({ db, tenants, referrals: createReferralsRepository() })]
      : []),
  ],
});
