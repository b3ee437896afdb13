import { BREAKPOINT_IMAGE_SIZE, type KeyVisualBreakpoint } from '@kwk/shared/content/cms.schemas';

/**
 * The demo brands' key visuals (spec §3: four breakpoints, webp and jpeg), drawn as SVG and
 * rendered by `npm run key-visuals` (write-key-visuals.ts). Drawn by code so the repository holds
 * no stock photography whose licence we would have to track, and each brand gets its own motif:
 * the business bank a desk of figures, the telecom a phone sending a link, the sales partner two
 * people and the advisor's way between them. A content store may later serve other images under
 * the same Brand.KeyVisual URLs; nothing in the web app depends on these being drawn.
 */

export const KEY_VISUAL_BRANDS = ['fyrst', 'telko', 'partner'] as const;
export type KeyVisualBrand = (typeof KEY_VISUAL_BRANDS)[number];

type Draw = (w: number, h: number) => string;

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** The motif's scale and centre: it sits right of centre on wide images, centred on the phone's. */
function stage(w: number, h: number) {
  const s = h / 480;
  const cx = w >= 1000 ? w * 0.68 : w >= 700 ? w * 0.62 : w * 0.5;
  return { s, cx, cy: h * 0.52 };
}

/** FYRST, business bank: petrol night, a screen with rising bars, a business card and a skyline. */
const fyrst: Draw = (w, h) => {
  const { s, cx, cy } = stage(w, h);
  const grid = Array.from(
    { length: Math.ceil(w / 48) },
    (_, i) => `<line x1="${i * 48}" y1="0" x2="${i * 48}" y2="${h}"/>`,
  ).join('');
  const skyline = Array.from({ length: Math.ceil(w / 70) }, (_, i) => {
    const bh = (60 + ((i * 53) % 140)) * s;
    return `<rect x="${i * 70}" y="${h - bh}" width="${56}" height="${bh}"/>`;
  }).join('');
  const bars = [0.35, 0.5, 0.45, 0.68, 0.62, 0.85]
    .map(
      (v, i) =>
        `<rect x="${-150 + i * 50}" y="${70 - v * 150}" width="30" height="${v * 150}" rx="3" fill="${i === 5 ? '#e0b95b' : '#5fb3c7'}"/>`,
    )
    .join('');
  return svg(
    w,
    h,
    `<defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#082b3b"/><stop offset="1" stop-color="#11627a"/></linearGradient>
      <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#7fd0e0" stop-opacity="0.35"/><stop offset="1" stop-color="#7fd0e0" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    <g stroke="#ffffff" stroke-opacity="0.05" stroke-width="1">${grid}</g>
    <g fill="#06202c" fill-opacity="0.45">${skyline}</g>
    <circle cx="${cx}" cy="${cy}" r="${300 * s}" fill="url(#glow)"/>
    <g transform="translate(${cx} ${cy}) scale(${s})">
      <rect x="-200" y="-150" width="400" height="260" rx="10" fill="#0b3346" stroke="#8cc9d6" stroke-opacity="0.5" stroke-width="2"/>
      <rect x="-200" y="-150" width="400" height="30" rx="10" fill="#124a60"/>
      <circle cx="-180" cy="-135" r="5" fill="#e0b95b"/><circle cx="-164" cy="-135" r="5" fill="#5fb3c7"/>
      <g transform="translate(0 10)">${bars}</g>
      <polyline points="-150,40 -100,10 -50,20 0,-20 50,-10 100,-60 130,-75" fill="none" stroke="#ffffff" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>
      <circle cx="130" cy="-75" r="8" fill="#e0b95b"/>
      <rect x="-60" y="110" width="120" height="16" fill="#0b3346"/><rect x="-120" y="124" width="240" height="10" rx="5" fill="#124a60"/>
      <g transform="translate(170 60) rotate(-12)">
        <rect x="0" y="0" width="190" height="120" rx="12" fill="#e9f1f3"/>
        <rect x="0" y="26" width="190" height="22" fill="#0e4a63"/>
        <rect x="18" y="64" width="34" height="26" rx="5" fill="#e0b95b"/>
        <rect x="66" y="70" width="100" height="8" rx="4" fill="#8aa7b2"/>
        <rect x="66" y="86" width="60" height="8" rx="4" fill="#8aa7b2"/>
      </g>
      <g transform="translate(-300 40)">
        <circle r="46" fill="#e0b95b"/><circle r="36" fill="none" stroke="#b8913a" stroke-width="4"/>
        <text y="18" font-family="Liberation Serif, Georgia, serif" font-size="52" font-weight="700" fill="#6b5212" text-anchor="middle">€</text>
      </g>
    </g>`,
  );
};

/** Telko, telecom: magenta, signal waves, a phone with a chat that carries the link. */
const telko: Draw = (w, h) => {
  const { s, cx, cy } = stage(w, h);
  const arcs = [140, 210, 280, 350, 420]
    .map(
      (r, i) =>
        `<circle cx="${cx}" cy="${cy}" r="${r * s}" fill="none" stroke="#ffffff" stroke-opacity="${0.28 - i * 0.045}" stroke-width="${10 * s}"/>`,
    )
    .join('');
  const dots = Array.from({ length: 26 }, (_, i) => {
    const x = (i * 211) % w;
    const y = (i * 97) % h;
    return `<circle cx="${x}" cy="${y}" r="${(3 + (i % 4) * 2) * s}" fill="#ffffff" fill-opacity="${0.12 + (i % 3) * 0.08}"/>`;
  }).join('');
  return svg(
    w,
    h,
    `<defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6e003b"/><stop offset="0.55" stop-color="#b0005f"/><stop offset="1" stop-color="#e2007a"/></linearGradient>
    </defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    ${arcs}${dots}
    <g transform="translate(${cx} ${cy}) scale(${s})">
      <g transform="translate(-240 30) rotate(-14)">
        <rect x="-70" y="-130" width="140" height="260" rx="26" fill="#2b0018"/>
        <rect x="-60" y="-112" width="120" height="224" rx="16" fill="#ffd1e6"/>
        <circle cx="0" cy="-10" r="34" fill="#e2007a"/>
        <path d="M-14 -10l10 10 20-22" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
      </g>
      <rect x="-95" y="-185" width="190" height="370" rx="32" fill="#1a0010"/>
      <rect x="-83" y="-165" width="166" height="330" rx="20" fill="#ffffff"/>
      <rect x="-30" y="-176" width="60" height="8" rx="4" fill="#3a0022"/>
      <rect x="-70" y="-140" width="120" height="44" rx="14" fill="#f3d9e6"/>
      <rect x="-58" y="-126" width="80" height="8" rx="4" fill="#a8005a"/><rect x="-58" y="-112" width="50" height="8" rx="4" fill="#c9a0b5"/>
      <rect x="-40" y="-80" width="110" height="70" rx="14" fill="#a8005a"/>
      <rect x="-28" y="-66" width="84" height="8" rx="4" fill="#ffffff"/><rect x="-28" y="-52" width="60" height="8" rx="4" fill="#ffc2dd"/>
      <rect x="-28" y="-34" width="84" height="14" rx="7" fill="#ffffff"/>
      <rect x="-70" y="8" width="100" height="44" rx="14" fill="#f3d9e6"/>
      <path d="M-52 30l8 8 16-18" stroke="#a8005a" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
      <rect x="-70" y="120" width="140" height="30" rx="15" fill="#e2007a"/>
      <g transform="translate(190 -60)">
        <rect x="-70" y="-46" width="140" height="92" rx="46" fill="#ffffff"/>
        <text x="0" y="16" font-family="Liberation Sans, Arial, sans-serif" font-size="46" font-weight="700" fill="#a8005a" text-anchor="middle">€€</text>
      </g>
      <g transform="translate(170 110)" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round">
        <path d="M-30 0a30 30 0 0 1 60 0"/><path d="M-55 -18a60 60 0 0 1 110 0"/><circle cx="0" cy="12" r="8" fill="#ffffff" stroke="none"/>
      </g>
    </g>`,
  );
};

/** Vertriebspartner, sales partner: warm amber, two people met by the advisor's route and pin. */
const partner: Draw = (w, h) => {
  const { s: full, cx, cy: mid } = stage(w, h);
  // The people stand at the bottom: a little smaller and higher, so no breakpoint cuts them off.
  const s = full * 0.88;
  const cy = mid - 14 * full;
  const roads = Array.from({ length: 7 }, (_, i) => {
    const y = (i + 0.5) * (h / 7);
    return `<path d="M0 ${y} C ${w * 0.3} ${y - 40 * s} ${w * 0.6} ${y + 40 * s} ${w} ${y - 10 * s}"/>`;
  }).join('');
  const person = (x: number, fill: string, shirt: string) =>
    `<g transform="translate(${x} 0)"><circle cx="0" cy="-70" r="44" fill="${fill}"/><path d="M-78 90c0-70 34-106 78-106s78 36 78 106z" fill="${shirt}"/></g>`;
  return svg(
    w,
    h,
    `<defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5a1d06"/><stop offset="0.6" stop-color="#a63a0c"/><stop offset="1" stop-color="#e8741f"/></linearGradient>
    </defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    <g fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="${14 * s}">${roads}</g>
    <g transform="translate(${cx} ${cy}) scale(${s})">
      <circle r="230" fill="#ffffff" fill-opacity="0.08"/>
      <path d="M-170 110 C -120 -60, 120 -60, 170 110" fill="none" stroke="#ffe2c7" stroke-width="6" stroke-dasharray="14 12"/>
      <g transform="translate(0 -150)">
        <path d="M0 70c-40-50-58-80-58-104a58 58 0 0 1 116 0c0 24-18 54-58 104z" fill="#ffffff"/>
        <circle cy="-34" r="22" fill="#c2410c"/>
      </g>
      <g transform="translate(0 120)">${person(-170, '#ffd9b8', '#2f3e4e')}${person(170, '#8a5a3c', '#ffffff')}</g>
      <g transform="translate(0 150)">
        <rect x="-70" y="-40" width="140" height="80" rx="14" fill="#ffffff"/>
        <path d="M-40 4l24 18 56-40" stroke="#c2410c" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
      </g>
      <g transform="translate(-330 -110)">
        <path d="M-50 10l50-44 50 44v56h-100z" fill="#ffe2c7"/><rect x="-14" y="30" width="28" height="36" fill="#a63a0c"/>
      </g>
      <g transform="translate(330 -100)">
        <rect x="-48" y="-30" width="96" height="72" rx="10" fill="#ffe2c7"/><rect x="-20" y="-44" width="40" height="18" rx="6" fill="none" stroke="#ffe2c7" stroke-width="8"/>
        <rect x="-48" y="0" width="96" height="8" fill="#a63a0c"/>
      </g>
    </g>`,
  );
};

const DRAW: Record<KeyVisualBrand, Draw> = { fyrst, telko, partner };

/** The SVG of one brand's key visual at a breakpoint's size, the content store's own (`sm`: 2x of 320 px). */
export function keyVisualSvg(brand: KeyVisualBrand, breakpoint: KeyVisualBreakpoint): string {
  const { width, height } = BREAKPOINT_IMAGE_SIZE[breakpoint];
  return DRAW[brand](width, height);
}
