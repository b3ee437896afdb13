import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { addressRefusal, type TargetPolicy } from './webhook-target.rules.ts';

/** A refused connection: the target resolved to an address the policy forbids. */
export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError';
  constructor(readonly refusal: string) {
    super(`refused: ${refusal}`);
  }
}

/**
 * Resolves as `dns.lookup` does and keeps only the addresses the policy allows, so the socket
 * connects to an address that was checked (no second lookup between check and connect).
 */
function filteringLookup(policy: TargetPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...(options as LookupOptions), all: true }, (error, found) => {
      if (error) return callback(error, '', 0);
      const addresses = found as unknown as LookupAddress[];
      const allowed = addresses.filter((a) => addressRefusal(a.address, policy) === null);
      if (allowed.length === 0) {
        const refusal = addressRefusal(addresses[0]?.address ?? '', policy) ?? 'no address';
        return callback(new RefusedAddressError(refusal), '', 0);
      }
      if ((options as LookupOptions).all) return (callback as unknown as AllCallback)(null, allowed);
      callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}
type AllCallback = (error: Error | null, addresses: LookupAddress[]) => void;

/**
 * The undici dispatcher every webhook goes through (decision 073): outside development it
 * connects only to public addresses, judged at connect time — an IP in the URL before the
 * connection, a name by the addresses it resolves to, and the connected socket's peer once more —
 * so neither a private IP spelled another way nor a DNS name pointing inward gets through. It
 * follows no redirects (undici follows none without its redirect interceptor) and gives up
 * connecting after 10 s.
 */
export function webhookDispatcher(policy: TargetPolicy, timeoutMs = 10_000): Agent {
  const connect = buildConnector({ timeout: timeoutMs, lookup: filteringLookup(policy) });
  return new Agent({
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connections: 8,
    connect(options, callback) {
      const host = options.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host)) {
        const refusal = addressRefusal(host, policy);
        if (refusal) return callback(new RefusedAddressError(refusal), null);
      }
      connect(options, (error, socket) => {
        if (error || !socket) return callback(error ?? new Error('no socket'), null);
        const refusal = addressRefusal(socket.remoteAddress ?? '', policy);
        if (refusal) {
          socket.destroy();
          return callback(new RefusedAddressError(refusal), null);
        }
        callback(null, socket);
      });
    },
  });
}
