/**
 * The identity of an e-mail address for comparing people (self-recommendation, duplicates):
 * case and surrounding blanks never matter; for providers that ignore them, dots in the local
 * part and `+tags` do not either (anna.b+kwk@gmail.com is annab@gmail.com).
 */
const DOTS_AND_TAGS_IGNORED = new Set(['gmail.com', 'googlemail.com']);
const TAGS_IGNORED = new Set([
  'outlook.com',
  'hotmail.com',
  'hotmail.de',
  'live.com',
  'live.de',
  'icloud.com',
  'me.com',
  'proton.me',
  'protonmail.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'posteo.de',
  'mailbox.org',
]);

export function emailIdentity(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return trimmed;
  let local = trimmed.slice(0, at);
  let domain = trimmed.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (DOTS_AND_TAGS_IGNORED.has(domain)) {
    local = local.split('+')[0]!.replaceAll('.', '');
  } else if (TAGS_IGNORED.has(domain)) {
    local = local.split('+')[0]!;
  }
  return `${local}@${domain}`;
}

/** spec §5: with an e-mail whitelist, only addresses of the listed domains are accepted. */
export function isWhitelisted(email: string, whitelist: readonly string[]): boolean {
  if (whitelist.length === 0) return true;
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  return whitelist.some((entry) => {
    const allowed = entry.trim().toLowerCase().replace(/^@/, '');
    return domain === allowed || domain.endsWith(`.${allowed}`);
  });
}
