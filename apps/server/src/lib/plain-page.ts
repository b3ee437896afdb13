import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A page the server writes itself, without the SPA (no programme at a host, an unknown short
 * link). It borrows the SPA's stylesheets from the built index.html (the strict CSP allows no
 * inline style) and loads no script.
 */
export function plainPage(page: {
  lang: string;
  title: string;
  description: string;
  body: string;
  indexHtml: string | undefined;
}): string {
  const stylesheets = (page.indexHtml ?? '').match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  return `<!doctype html>
<html lang="${page.lang}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <meta name="description" content="${page.description}" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${page.title}</title>
    ${stylesheets.join('\n    ')}
  </head>
  <body>
    <main id="main" class="main">
${page.body}
    </main>
  </body>
</html>
`;
}

/** The built SPA's index.html, read once; undefined while the web app is not built. */
export function builtIndexHtml(webDist: string): () => Promise<string | undefined> {
  let html: Promise<string | undefined> | undefined;
  return () => {
    html ??= readFile(path.join(webDist, 'index.html'), 'utf8').catch(() => undefined);
    return html;
  };
}
