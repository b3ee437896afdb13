/**
 * Which link opens count (decision 067). The open is counted by the landing page's own call, so a
 * link-preview fetcher that only reads the HTML (it follows `/r/{code}` and fetches the long link,
 * but runs no script) never reaches it. What is left is told by two headers, read and never kept:
 * a browser's prefetch (`Sec-Purpose`/`Purpose: prefetch`), and a user agent that names itself a
 * robot or a preview fetcher, or none at all.
 */
const AUTOMATED_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|facebookcatalog|whatsapp|telegram|slack|discord|skype|linkedin|embedly|pinterest|vkshare|lighthouse|pagespeed|curl\/|wget\/|python-|go-http-client|okhttp|java\/|node-fetch|axios\//i;

export function isAutomatedOpen(headers: {
  'user-agent'?: string | undefined;
  'sec-purpose'?: string | string[] | undefined;
  purpose?: string | string[] | undefined;
}): boolean {
  const purpose = [headers['sec-purpose'], headers.purpose].flat().join(' ');
  if (/prefetch|prerender/i.test(purpose)) return true;
  const agent = headers['user-agent']?.trim();
  return !agent || AUTOMATED_AGENT.test(agent);
}
