import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may go (issue 31, decision 073): outside development only to `https` URLs whose
 * address is public. Pure rules; `webhook-dispatcher.ts` applies `addressRefusal` at connect time
 * to each address the name resolved to, so a name that points at the portal's own network is
 * refused however it is spelled.
 */
export interface TargetPolicy {
  /** Development: `http` and loopback addresses allowed, for the demo receiver. */
  development: boolean;
}

/** Why an address may not be connected to, or null when it may. */
export function addressRefusal(address: string, policy: TargetPolicy): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  let ip = ipaddr.parse(address);
  // ::ffff:10.0.0.1 is 10.0.0.1: judge the IPv4 address it carries.
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress())
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  const range = ip.range();
  if (range === 'unicast') return null;
  if (range === 'loopback' && policy.development) return null;
  return `${range} address`;
}

/** Why a URL may not be an endpoint's, or null when it may (the address is checked at connect time). */
export function urlRefusal(url: string, policy: TargetPolicy): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a URL';
  }
  if (parsed.username || parsed.password) return 'credentials in the URL';
  if (parsed.protocol === 'https:') return null;
  if (parsed.protocol === 'http:' && policy.development) return null;
  return 'not https';
}
