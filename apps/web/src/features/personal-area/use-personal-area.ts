import type { ReferralList } from '@kwk/shared/personal-area/personal-area.schemas';
import { useLoaded } from '../../lib/use-loaded.ts';
import { getBanner } from './api/get-banner.ts';
import { getReferrals } from './api/get-referrals.ts';

/**
 * The recommendations, the reward account and the banner, asked for together. The banner is a
 * hint only: if its call fails the page shows without it.
 */
async function loadPersonalArea(signal: AbortSignal): Promise<{ area: ReferralList; banner: boolean }> {
  const banner = getBanner(signal).catch(() => false);
  const area = await getReferrals(signal);
  return { area, banner: await banner };
}

export function usePersonalArea() {
  return useLoaded(loadPersonalArea)[0];
}
