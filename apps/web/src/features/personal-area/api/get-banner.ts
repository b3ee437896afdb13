import type { bannerSchema } from '@kwk/shared/personal-area/personal-area.schemas';
import type { z } from 'zod';
import { authFetch } from '../../../lib/session/auth-fetch.ts';

type Banner = z.infer<typeof bannerSchema>;

/** GET /empfehler/empfehlungen/showbanner/BannerTEZuTP: whether to call the referrer to collect a reward. */
export async function getBanner(signal?: AbortSignal): Promise<boolean> {
  return (await authFetch<Banner>('empfehler/empfehlungen/showbanner/BannerTEZuTP', { signal })).BannerTEZuTP;
}
