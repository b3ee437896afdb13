import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { referralsModule } from '../referrals/referrals.module.ts';
import { createPersonalAreaRepository } from './personal-area.repository.ts';
import { personalAreaRoutes } from './personal-area.routes.ts';
import { createPersonalAreaService } from './personal-area.service.ts';

// The referral link is the referrals module's, below this one.
type Uses = Pick<ProvidedBy<typeof referralsModule>, 'referralLink'>;

/** The referrer's personal area: their referrals and their state. */
export const personalAreaModule = defineModule({
  name: 'personal-area',
  needs: ['referrals'],
  services: ({ clock, database }, { referralLink }: Uses) => ({
    personalArea: createPersonalAreaService({
      clock,
      area: createPersonalAreaRepository({ database }),
      link: referralLink,
    }),
  }),
  tenantRoutes: ({ personalArea }) => [personalAreaRoutes({ area: personalArea })],
});
