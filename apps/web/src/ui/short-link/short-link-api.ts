import type { ShortLink } from '@kwk/shared/referrals/short-link.schemas';
import { apiFetch } from '../../lib/api-client.ts';

/** The number and key of a long referral link `…/empfehlung/{nr}?k={key}`, or undefined. */
export function linkParts(longLink: string): { nr: number; key: string } | undefined {
  try {
    const url = new URL(longLink);
    const nr = Number(/\/empfehlung\/(\d+)$/.exec(url.pathname)?.[1]);
    const key = url.searchParams.get('k');
    return Number.isInteger(nr) && nr > 0 && key ? { nr, key } : undefined;
  } catch {
    return undefined;
  }
}

/** POST /empfehlung/{nr}/kurzlink: the referral's short link, made on first request (decision 055). */
export async function fetchShortLink(longLink: string, signal: AbortSignal): Promise<string> {
  const parts = linkParts(longLink);
  if (!parts) throw new Error('not a referral link');
  const answer = await apiFetch<ShortLink>(`empfehlung/${parts.nr}/kurzlink`, {
    method: 'POST',
    body: { Schluessel: parts.key },
    signal,
  });
  return answer.Kurzlink;
}

/** The QR code of a link as SVG and PNG data URLs; the `qrcode` package loads only when asked. */
export async function qrImages(link: string): Promise<{ svg: string; png: string }> {
  const { default: QRCode } = await import('qrcode');
  const options = { errorCorrectionLevel: 'M', margin: 2 } as const;
  const svg = await QRCode.toString(link, { ...options, type: 'svg' });
  const png = await QRCode.toDataURL(link, { ...options, width: 512 });
  return { svg: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, png };
}
