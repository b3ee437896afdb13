import { apiFetch } from '../../../lib/api-client.ts';

/**
 * PUT /empfehlung/{nr}: counts the recipient's visit of the referral link by channel (and
 * recipient number, once known). Fire and forget: a lost count must never block the recipient.
 */
export function countVisit(empfehlungsnummer: number, channel: string, empfaengernummer?: string): void {
  apiFetch(`empfehlung/${empfehlungsnummer}`, { method: 'PUT', query: { channel, empfaengernummer } }).catch(
    () => undefined,
  );
}
