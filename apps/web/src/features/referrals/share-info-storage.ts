import { type ShareInfo, shareInfoSchema } from '@kwk/shared/referrals/referral.schemas';

const KEY = 'kwk_share_info';

/** The confirmed recommendation, kept for the share step of this tab (sessionStorage). */
export function saveShareInfo(info: ShareInfo): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(info));
  } catch {
    // storage can be blocked (third-party iframe); the share step then says the data is missing
  }
}

export function loadShareInfo(): ShareInfo | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = shareInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Marks the recipient mail as sent, so a reload does not offer to send it again. */
export function markRecipientMailSent(info: ShareInfo): ShareInfo {
  const next = { ...info, EmpfaengerEmailVerschickt: true };
  saveShareInfo(next);
  return next;
}
