import { useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';
import type { TFunction, Translator } from './translator.ts';

/**
 * react-i18next's hook on our translator: `t` for the namespace (default `translation`) in the
 * current language. The component renders again when the language changes or texts are added;
 * `t` itself changes only with the language, so effects that depend on it do not run again.
 */
export function useTranslation(ns = 'translation'): { t: TFunction; i18n: Translator } {
  useSyncExternalStore(i18n.subscribe, i18n.getVersion);
  return { t: i18n.getFixedT(i18n.language, ns), i18n };
}
