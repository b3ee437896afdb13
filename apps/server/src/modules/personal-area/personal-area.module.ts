import { defineModule } from '../../lib/app-module.ts';
import { createPersonalAreaRepository } from './personal-area.repository.ts';
import { personalAreaRoutes } from './personal-area.routes.ts';
import { createPersonalAreaService } from './personal-area.service.ts';

// The referral link is the referrals module's, which this one does not import: it provides the hand-in.
type Uses = {
  referralLink: Parameters<typeof createPersonalAreaService>[0]['link'];
};

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
