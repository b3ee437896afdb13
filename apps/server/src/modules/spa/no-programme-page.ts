import { escapeHtml } from '../../lib/escape-html.ts';

/**
 * The page for a Host that names no tenant (decision 015), in German with an English line. It
 * borrows the SPA's stylesheet (the strict CSP allows no inline style) and loads no script.
 */
export function noProgrammePage(host: string, indexHtml: string | undefined): string {
  const stylesheets = (indexHtml ?? '').match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const address = escapeHtml(host);
  return `<!doctype html>
<html lang="de">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <meta name="description" content="Unter dieser Adresse gibt es kein Empfehlungsprogramm." />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Kein Empfehlungsprogramm unter dieser Adresse</title>
    ${stylesheets.join('\n    ')}
  </head>
  <body>
    <main id="main" class="main">
      <h1>Unter dieser Adresse gibt es kein Empfehlungsprogramm</h1>
      <p>Unter <strong>${address}</strong> läuft kein Empfehlungsprogramm. Bitte prüfen Sie die Adresse oder öffnen Sie den Link aus Ihrer E-Mail noch einmal.</p>
      <p lang="en">No referral programme lives at <strong>${address}</strong>. Please check the address or open the link from your e-mail again.</p>
    </main>
  </body>
</html>
`;
}
