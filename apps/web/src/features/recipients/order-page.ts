/** The partner's order page as an absolute http(s) URL, or null: never a `javascript:` or relative link. */
export function orderPageUrl(produktlink: string): string | null {
  try {
    const url = new URL(produktlink);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/**
 * Sends the browser to the order page. In a host page's iframe (widget mode, spec §1) the shop
 * takes the whole window, since order pages usually refuse to be framed; a host page that forbids
 * that gets a new tab. The `widget` parameter is ours and is not passed on to the partner.
 */
export function goToOrderPage(url: string): void {
  if (!isFramed()) {
    window.location.assign(url);
    return;
  }
  try {
    window.top!.location.assign(url);
  } catch {
    window.open(url, '_blank', 'noopener');
  }
}
