import type { Language } from '../errors/error-codes.ts';
import type { StartContent } from './cms.schemas.ts';

/**
 * What the portal writes into each page's HTML beside the boot config (`<script id="kwk-boot"
 * type="application/json">`), so the start page paints without waiting for API answers: the
 * tenant's text overrides and start-page content in the tenant's language. Either may be missing
 * (a slow content service is not waited for); the SPA then asks the API as before.
 */
export interface BootData {
  Language: Language;
  /** `content/getlanguagecontent/{Language}`'s answer. */
  Texts?: Record<string, string>;
  /** `cms/startseite?lang={Language}`'s answer. */
  Start?: StartContent;
}

/** The HTML element ids the SPA reads the data from. */
export const BOOT_DATA_ID = 'kwk-boot';
export const BOOT_MANDANT_ID = 'kwk-mandant';
