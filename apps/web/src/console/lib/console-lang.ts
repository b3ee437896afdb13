import { useSyncExternalStore } from 'react';

/** The console speaks German and English; the choice is kept in the browser. */
export type ConsoleLang = 'de' | 'en';
const KEY = 'kwk-betrieb-lang';
const listeners = new Set<() => void>();

function initial(): ConsoleLang {
  const stored = globalThis.localStorage?.getItem(KEY);
  // German unless the operator chose English: the console's people work in German.
  return stored === 'en' ? 'en' : 'de';
}
let current: ConsoleLang = initial();

export const consoleLang = () => current;

export function setConsoleLang(lang: ConsoleLang): void {
  current = lang;
  globalThis.localStorage?.setItem(KEY, lang);
  document.documentElement.lang = lang;
  for (const l of listeners) l();
}

export function useConsoleLang(): ConsoleLang {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    consoleLang,
    consoleLang,
  );
}

/** A feature's texts, `{ de: {...}, en: {...} }` with the same keys, in the console's language. */
export function useTexts<T extends Record<string, string>>(texts: {
  de: T;
  en: { [K in keyof T]: string };
}): T {
  return texts[useConsoleLang()] as T;
}
