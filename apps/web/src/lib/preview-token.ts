import { PREVIEW_FRAGMENT, PREVIEW_TOKEN_HEADER } from '@kwk/shared/operator/tenant-preview';

/** Where the page keeps the console's preview token while it is framed (decision 065). */
const STORAGE_KEY = 'kwk.vorschau';
const FRAGMENT = new RegExp(`(?:^#|&)${PREVIEW_FRAGMENT}=([\\w-]{20,100})(?:&|$)`);

/** The token of this page load: a framed page may be refused storage (third-party storage blocked). */
let current: string | null = null;

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

/**
 * Takes the preview token the console put in the address's fragment (never sent to a server, so
 * never logged) into memory, this tab's session storage where a frame may use it, and out of the
 * address bar, so a link copied from the preview carries no token. Call once, before the tenant
 * configuration is read.
 */
export function capturePreviewToken(): void {
  if (typeof location === 'undefined') return;
  const match = FRAGMENT.exec(location.hash);
  if (!match) return;
  current = match[1]!;
  try {
    storage()?.setItem(STORAGE_KEY, current);
  } catch {
    // Kept for this page load only: a reload inside the frame shows the live configuration.
  }
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}

/** The token this tab previews a draft with; null: the public, live configuration. */
export const previewToken = (): string | null => current ?? storage()?.getItem(STORAGE_KEY) ?? null;

/** An expired or refused token: the next load shows the live configuration again. */
export const dropPreviewToken = (): void => {
  current = null;
  storage()?.removeItem(STORAGE_KEY);
};

/**
 * The header a read of the tenant's content sends in a preview, so the server answers the draft
 * (decision 072); none outside a preview.
 */
export const previewHeaders = (): Record<string, string> => {
  const token = previewToken();
  return token ? { [PREVIEW_TOKEN_HEADER]: token } : {};
};
