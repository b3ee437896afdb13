import type { productLinkSchema } from '@kwk/shared/recipients/recipient.schemas';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /empfehlung/{nr}/produkt/produktlink: the partner's order page, carrying the referral. */
export async function getProductLink(
  empfehlungsnummer: number,
  channel: string,
  empfaengernummer: string,
): Promise<string> {
  const answer = await apiFetch<z.infer<typeof productLinkSchema>>(
    `empfehlung/${empfehlungsnummer}/produkt/produktlink`,
    { query: { channel, empfaengernummer } },
  );
  return answer.Produktlink;
}
