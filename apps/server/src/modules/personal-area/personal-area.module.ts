import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { accountsModule } from '../accounts/accounts.module.ts';
import { createPersonalAreaRepository } from './personal-area.repository.ts';
import { personalAreaRoutes } from './personal-area.routes.ts';
import { createPersonalAreaService } from './personal-area.service.ts';

// The referral link is the referrals module's, which this one does not import: it provides the hand-in.
type Uses = Pick<ProvidedBy<typeof accountsModule>, 'sessions'> & {
  referralLink: Parameters<typeof createPersonalAreaService>[0]['link'];
};

/** The referrer's personal area: their referrals and their state. */
export const personalAreaModule = defineModule({
  name: 'personal-area',
  needs: ['accounts', 'referrals'],
  services: ({ clock, database }, { sessions, referralLink }: Uses) => ({
    personalArea: createPersonalAreaService({
      clock,
      sessions,
      area: createPersonalAreaRepository({ database }),
      link: referralLink,
    }),
  }),
  tenantRoutes: ({ personalArea }) => [personalAreaRoutes({ area: personalArea })],
});
