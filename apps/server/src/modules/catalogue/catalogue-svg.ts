import { createHash } from 'node:crypto';

export interface SvgImage {
  /** Read by screen readers (`<title>`), and the fallback for `label`. */
  title: string;
  /** The large line; defaults to the title. */
  label?: string;
  /** A smaller second line. */
  caption?: string;
  width: number;
  height: number;
  background: string;
  foreground: string;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Tenant colours come from configuration; anything but a hex colour falls back, never reaches markup. */
const colour = (value: string, fallback: string) => (/^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback);

/**
 * A generated placeholder image: the name on the tenant colour, with a `<title>` and `role="img"`
 * so the image is accessible on its own. Deterministic, so its ETag only changes with its content.
 */
export function renderSvg(image: SvgImage): string {
  const { width, height } = image;
  const label = image.label ?? image.title;
  const fontSize = Math.round(Math.min(height * 0.22, (width * 1.7) / Math.max(label.length, 1)));
  const captionSize = Math.round(fontSize * 0.5);
  const labelY = image.caption ? height / 2 - captionSize / 2 : height / 2;
  const fg = colour(image.foreground, '#ffffff');
  const text = (y: number, size: number, content: string) =>
    `<text x="50%" y="${y}" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${size}" fill="${fg}">${escapeXml(content)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title">`,
    `<title id="title">${escapeXml(image.title)}</title>`,
    `<rect width="${width}" height="${height}" rx="${Math.round(Math.min(width, height) / 12)}" fill="${colour(image.background, '#333333')}"/>`,
    text(labelY, fontSize, label),
    image.caption ? text(labelY + fontSize * 0.9, captionSize, image.caption) : '',
    '</svg>',
  ].join('');
}

/** A strong ETag: the hash of the exact bytes. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match as RFC 9110 reads it for GET: any listed tag (weak or strong) or `*` matches. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
