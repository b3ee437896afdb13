import dePages from './de-pages.json';
import { i18n } from './i18n.ts';

// German texts of the inner pages travel with the page chunks instead of the start bundle
// (start page JS budget). English is loaded whole on demand, so only de needs this. Existing keys
// (tenant overrides) are kept: overwrite = false.
i18n.addResourceBundle('de', 'translation', dePages, true, false);
