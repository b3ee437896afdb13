import { apiFetch } from '../../../lib/api-client.ts';

/** GET kontakt?cmd=IsCaptchaRequired (spec §7): whether the contact form needs the captcha. */
export async function getCaptchaRequired(): Promise<boolean> {
  const result = await apiFetch<{ IsCaptchaRequired: boolean }>('kontakt', {
    query: { cmd: 'IsCaptchaRequired' },
  });
  return result.IsCaptchaRequired === true;
}
