import { PREVIEW_FRAGMENT } from '@kwk/shared/operator/tenant-drafts.schemas';

/** Where the page keeps the console's preview token while it is framed (decision 065). */
const STORAGE_KEY = 'kwk.vorschau';
const FRAGMENT = new RegExp(`(?:^#|&)${PREVIEW_FRAGMENT}=([\\w-]{20,100})(?:&|$)`);

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

/**
 * Takes the preview token the console put in the address's fragment (never sent to a server, so
 * never logged) into this tab's session storage and out of the address bar, so a link copied from
 * the preview carries no token. Call once, before the tenant configuration is read.
 */
export function capturePreviewToken(): void {
  if (typeof location === 'undefined') return;
  const match = FRAGMENT.exec(location.hash);
  if (!match) return;
  storage()?.setItem(STORAGE_KEY, match[1]!);
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}

/** The token this tab previews a draft with; null: the public, live configuration. */
export const previewToken = (): string | null => storage()?.getItem(STORAGE_KEY) ?? null;

/** An expired or refused token: the next load shows the live configuration again. */
export const dropPreviewToken = (): void => storage()?.removeItem(STORAGE_KEY);
