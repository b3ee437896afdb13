import { STORED_ITEMS, type StoreKind } from '@kwk/shared/privacy/stored-items';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { currentLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useMandant } from '../lib/use-mandant.ts';

const HEADINGS = {
  de: {
    title: 'Cookies und Speicher im Browser',
    intro:
      'Diese Einträge legt das Empfehlungsportal in Ihrem Browser ab. Ohne Ihre Einwilligung nur die unbedingt erforderlichen (§ 25 Abs. 2 TTDSG); die Analyse-Cookies erst nach Ihrer Einwilligung in „Analyse“, die Sie im Cookie-Dialog jederzeit widerrufen können.',
    name: 'Name',
    purpose: 'Zweck',
    lifetime: 'Speicherdauer',
    kinds: {
      cookie: 'Cookies',
      localStorage: 'Lokaler Speicher (localStorage)',
      sessionStorage: 'Sitzungsspeicher (sessionStorage)',
    },
  },
  en: {
    title: 'Cookies and browser storage',
    intro:
      'The referral portal keeps these items in your browser. Without your consent only those strictly necessary (§ 25(2) TTDSG); the analytics cookies only after you consent to "Analytics", which you can withdraw in the cookie dialog at any time.',
    name: 'Name',
    purpose: 'Purpose',
    lifetime: 'Lifetime',
    kinds: {
      cookie: 'Cookies',
      localStorage: 'Local storage (localStorage)',
      sessionStorage: 'Session storage (sessionStorage)',
    },
  },
} as const;
const KINDS: readonly StoreKind[] = ['cookie', 'localStorage', 'sessionStorage'];

/**
 * /datenschutz — the consent dialog stays closed here (route.suppressConsent). Lists every cookie
 * and storage item the portal sets, with purpose and lifetime (issue 30 item 9, STORED_ITEMS).
 */
export function Component() {
  const { t } = useTranslation();
  const { Brand } = useMandant();
  const lang = currentLanguage();
  const h = HEADINGS[lang];
  return (
    <SkeletonPage name="Datenschutz">
      <p>{t('static.privacyData')}</p>
      <p>{t('static.privacyRights')}</p>
      <p>
        <a href={`mailto:${Brand.SupportEmail}`}>{Brand.SupportEmail}</a>
      </p>
      <section aria-labelledby="stored-items-title" className="stored-items">
        <h2 id="stored-items-title">{h.title}</h2>
        <p>{h.intro}</p>
        {KINDS.map((kind) => (
          <div key={kind}>
            <table>
              <caption>{h.kinds[kind]}</caption>
              <thead>
                <tr>
                  <th scope="col">{h.name}</th>
                  <th scope="col">{h.purpose}</th>
                  <th scope="col">{h.lifetime}</th>
                </tr>
              </thead>
              <tbody>
                {STORED_ITEMS.filter((item) => item.kind === kind).map((item) => (
                  <tr key={item.name} data-stored-item={item.name} data-stored-kind={item.kind}>
                    <th scope="row">
                      <code>{item.name}</code>
                    </th>
                    <td>{item.purpose[lang]}</td>
                    <td>{item.lifetime[lang]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </section>
    </SkeletonPage>
  );
}
