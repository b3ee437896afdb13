import { apiFetch } from '../../../lib/api-client.ts';

/**
 * GET /empfehlen/click/{nr}: counts the referrer's share by channel. Fire and forget: a lost count
 * must never stand between the referrer and sharing.
 */
export function countClick(empfehlungsnummer: number, channel: string): void {
  apiFetch(`empfehlen/click/${empfehlungsnummer}`, { query: { channel } }).catch(() => undefined);
}
