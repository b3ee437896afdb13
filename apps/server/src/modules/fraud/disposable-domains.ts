/**
 * The blocklist of the `mailchecker` package (thousands of throwaway domains, kept up to date
 * there), loaded with the first referral checked: the list holds ~9 MB, which a server that takes
 * no referral never needs.
 */
let domains: Promise<ReadonlySet<string>> | undefined;

export function disposableDomains(): Promise<ReadonlySet<string>> {
  domains ??= import('mailchecker').then(({ default: MailChecker }) => MailChecker.blacklist());
  return domains;
}
