import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import type { Loaded } from '../../../lib/use-loaded.ts';

/** A tab's data while it loads (a status), failed (an alert with the spec §8 text), or ready. */
export function LoadedView<T>({
  state,
  loadingText,
  children,
}: {
  state: Loaded<T>;
  loadingText: string;
  children: (data: T) => React.ReactNode;
}) {
  // Subscribed so the error text follows a language switch.
  useTranslation();
  if (state.type === 'ready') return <>{children(state.data)}</>;
  if (state.type === 'failed') return <p role="alert">{errorText(state.code, currentLanguage())}</p>;
  return <p role="status">{loadingText}</p>;
}
