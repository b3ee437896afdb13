import { escapeHtml } from '../../lib/escape-html.ts';
import { plainPage } from '../../lib/plain-page.ts';

/** The page for a Host that names no tenant (decision 015), in German with an English line. */
export function noProgrammePage(host: string, indexHtml: string | undefined): string {
  const address = escapeHtml(host);
  return plainPage({
    lang: 'de',
    title: 'Kein Empfehlungsprogramm unter dieser Adresse',
    description: 'Unter dieser Adresse gibt es kein Empfehlungsprogramm.',
    indexHtml,
    body: `      <h1>Unter dieser Adresse gibt es kein Empfehlungsprogramm</h1>
      <p>Unter <strong>${address}</strong> läuft kein Empfehlungsprogramm. Bitte prüfen Sie die Adresse oder öffnen Sie den Link aus Ihrer E-Mail noch einmal.</p>
      <p lang="en">No referral programme lives at <strong>${address}</strong>. Please check the address or open the link from your e-mail again.</p>`,
  });
}
