import { escapeHtml } from '../../lib/escape-html.ts';

/** The frame of the development demo pages: German, no style, no inline script. */
function demoPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
</head>
<body>
${body}
</body>
</html>`;
}

/**
 * The demo host page of development (issue 16): a brand's page on another origin that embeds the
 * tenant's widget with the embed script, as a real host page would. No inline script or style.
 */
export function widgetHostPage({
  brandName,
  portalOrigin,
}: {
  brandName: string;
  portalOrigin: string;
}): string {
  const name = escapeHtml(brandName);
  const portal = escapeHtml(portalOrigin);
  const filler = [
    'Diese Seite steht für die Website der Marke. Das Empfehlungsprogramm läuft unten im Widget: Es ist so hoch wie sein Inhalt, und die Adresse dieser Seite zeigt die Seite des Widgets, damit Neuladen und Zurück funktionieren.',
    'Das Widget spricht nur mit dem Ursprung dieser Seite, und diese Seite nimmt Nachrichten nur vom Portal und nur aus seinem Rahmen an.',
  ]
    .map((text) => `<p>${text}</p>`)
    .join('\n');
  return demoPage(
    `${name} – Demo-Host-Seite des Widgets`,
    `<header aria-label="Kopfbereich der Host-Seite"><p>${name} · Demo-Host-Seite (nur in der Entwicklung)</p></header>
<main aria-label="Inhalt der Host-Seite">
<h1>Freunde werben bei ${name}</h1>
${filler}
<section aria-label="Empfehlungsprogramm">
<div id="kwk-widget"></div>
<script src="${portal}/widget/embed.v1.js" data-target="kwk-widget" data-title="Empfehlungsprogramm von ${name}" async></script>
</section>
</main>
<footer aria-label="Fußbereich der Host-Seite"><p>Ende der Demo-Host-Seite.</p></footer>`,
  );
}

/**
 * The demo page's own policy: scripts from the portal only, nothing inline. Frames from anywhere,
 * as a brand's page carries other parties' frames (ads, chat) — the ones that might forge the
 * widget's messages, which the browser tests place there.
 */
export function widgetHostPolicy(portalOrigin: string): string {
  return [
    "default-src 'none'",
    `script-src ${portalOrigin}`,
    'frame-src http: https:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The development index of the demo host pages, one link per tenant (keys URL-encoded, so no markup gets in). */
export function widgetHostIndex(tenantKeys: readonly string[]): string {
  const items = tenantKeys
    .map(encodeURIComponent)
    .map((key) => `<li><a href="/dev/widget-host/${key}">${key}</a></li>`)
    .join('\n');
  return demoPage(
    'Demo-Host-Seiten des Widgets',
    `<main>
<h1>Demo-Host-Seiten des Widgets (nur in der Entwicklung)</h1>
<ul>
${items}
</ul>
</main>`,
  );
}
