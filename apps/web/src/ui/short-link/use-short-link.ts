import { useEffect, useState } from 'react';
import { fetchShortLink } from './short-link-api.ts';

/** The referral's short link `/r/{code}` as asked for: loading, or ready with it (none when the ask failed). */
export type ShortLinkState = { phase: 'loading' } | { phase: 'ready'; short: string | undefined };

/**
 * Asks once for the referral's short link (made on first request, decision 055). The share step's
 * channel buttons and its QR code use the one answer, so the page makes one request, not two.
 */
export function useShortLink(longLink: string): ShortLinkState {
  const [state, setState] = useState<ShortLinkState>({ phase: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    setState({ phase: 'loading' });
    fetchShortLink(longLink, abort.signal).then(
      (short) => !abort.signal.aborted && setState({ phase: 'ready', short }),
      () => !abort.signal.aborted && setState({ phase: 'ready', short: undefined }),
    );
    return () => abort.abort();
  }, [longLink]);
  return state;
}

/**
 * The link a share carries (issue 30 item 3): the short link once there is one, else the long
 * link — while the short one is still being asked for, and when asking failed — so a button always
 * shares a working link.
 */
export function linkToShare(longLink: string, state: ShortLinkState): string {
  return state.phase === 'ready' && state.short !== undefined ? state.short : longLink;
}
