import { currentLanguage } from '../../../i18n/i18n.ts';
import { errorText } from '../../../lib/error-text.ts';

/**
 * What a page shows where its CMS content failed to load (spec §8: 'Inhalt nicht verfügbar'): a
 * readable notice in place of the content, announced to screen readers, never a blank page.
 */
export function ContentUnavailable() {
  return (
    <p role="alert" className="content-unavailable">
      {errorText('content.unavailable', currentLanguage())}
    </p>
  );
}
