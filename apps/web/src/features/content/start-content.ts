import { CMS_START_PATH } from '@kwk/shared/content/cms.constants';
import type { StartContent } from '@kwk/shared/content/cms.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';
import { useEffect, useSyncExternalStore } from 'react';
import { apiFetch } from '../../lib/api-client.ts';
import { getBootData } from '../../lib/boot-data.ts';
import { previewHeaders, previewToken } from '../../lib/preview-token.ts';

/** Per language: the start content, null when the CMS failed (the built-in texts then), or pending. */
const loaded = new Map<Language, StartContent | null>();
const pending = new Map<Language, Promise<void>>();
const listeners = new Set<() => void>();

/**
 * The start page waits this long for its content in another language; then it shows its built-in
 * texts. A content service may take minutes to fail (spec §9's timeout is the server's).
 */
export const START_CONTENT_WAIT_MS = 3000;
/** After a failure the built-in texts stay this long before the start page asks again. */
export const START_CONTENT_RETRY_MS = 60_000;
const failedAt = new Map<Language, number>();

/**
 * Loads the start page's CMS content of a language once: from the page where the server wrote it
 * (the tenant's language) unless it is a console preview, else `GET cms/startseite`. A failure is logged as spec §8 words it and
 * leaves the built-in texts and the brand's key visual in place: the start page never breaks. It
 * is asked again on a visit to the start page a minute later (not at once: each try may wait).
 */
export function loadStartContent(language: Language): Promise<void> {
  const failed = failedAt.get(language);
  const retry = failed !== undefined && Date.now() - failed >= START_CONTENT_RETRY_MS;
  if (loaded.has(language) && !retry) return Promise.resolve();
  let running = pending.get(language);
  if (!running) {
    // A console preview asks for the draft: the page's start content is the live one (decision 072).
    const boot = previewToken() ? null : getBootData();
    const read =
      boot?.Language === language && boot.Start && !retry
        ? Promise.resolve(boot.Start)
        : apiFetch<StartContent>(CMS_START_PATH.slice(1), {
            query: { lang: language },
            signal: AbortSignal.timeout(START_CONTENT_WAIT_MS),
            headers: previewHeaders(),
          });
    running = read
      .then(
        (content) => content,
        () => {
          console.error('Fehler beim Laden des CMS Inhalts: startseite');
          return null;
        },
      )
      .then((content) => {
        // A failed retry keeps what the page shows (the built-in texts); a success replaces them.
        if (content || !loaded.has(language)) loaded.set(language, content);
        if (content) failedAt.delete(language);
        else failedAt.set(language, Date.now());
        pending.delete(language);
        for (const listener of listeners) listener();
      });
    pending.set(language, running);
  }
  return running;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The start content of a language for a component: undefined until loaded (the start route's
 * loader waits for it, so only a language switched on the page sees that), re-rendered when it comes.
 */
export function useStartContent(language: Language): StartContent | null | undefined {
  const content = useSyncExternalStore(
    subscribe,
    () => loaded.get(language),
    () => undefined,
  );
  useEffect(() => {
    void loadStartContent(language);
  }, [language]);
  return content;
}
