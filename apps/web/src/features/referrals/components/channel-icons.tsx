import type { ChannelKey } from '@kwk/shared/tenants/mandant.schemas';
import type { ReactNode } from 'react';

/** The share step's extra buttons beside the channels: the native share sheet and copying the link. */
export type ShareIconKey = ChannelKey | 'Native' | 'Link';

/*
 * Each channel's mark, hand-drawn on a 24×24 grid as a simplified likeness (no brand artwork is
 * copied in, no icon package is added): white on the channel's own colour, so a visitor finds
 * "their" messenger at a glance. Decorative — the button's visible text names the channel, so the
 * icon is aria-hidden. Lives in the share step's lazily loaded code, never in the start page's.
 */
const STROKE = {
  fill: 'none',
  stroke: '#fff',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** color null: the brand's primary colour (set in CSS, as an SVG attribute cannot read a CSS variable). */
const MARKS: Record<ShareIconKey, { color: string | null; mark: ReactNode }> = {
  ModuleEmailClient: {
    color: null,
    mark: (
      <g {...STROKE}>
        <rect x="3" y="5.5" width="18" height="13" rx="2" />
        <path d="m3.5 7 8.5 6.5L20.5 7" />
      </g>
    ),
  },
  Gmail: {
    color: '#c5221f',
    mark: (
      <g {...STROKE} strokeWidth={2.4}>
        <path d="M4 18.5V7.5l8 6 8-6v11" />
        <path d="M4 7.5 12 13.5" />
      </g>
    ),
  },
  Outlook: {
    color: '#0a5fb4',
    mark: (
      <g>
        <rect x="3" y="5" width="11" height="14" rx="1.5" fill="#fff" />
        <ellipse cx="8.5" cy="12" rx="3" ry="3.6" fill="none" stroke="#0a5fb4" strokeWidth="2" />
        <path d="M15 8h6v8.5h-6" {...STROKE} strokeWidth={1.6} />
        <path d="m15 9.5 3 2.3 3-2.3" {...STROKE} strokeWidth={1.4} />
      </g>
    ),
  },
  Yahoo: {
    color: '#5f01d1',
    mark: (
      <g {...STROKE} strokeWidth={2.6}>
        <path d="m4 6 4.5 6.5L13 6M8.5 12.5V19" />
        <path d="M18.5 5.5 17.6 14" />
        <circle cx="17.3" cy="18" r="0.6" fill="#fff" />
      </g>
    ),
  },
  Facebook: {
    color: '#1469d6',
    mark: (
      <path
        d="M13.2 21v-7.2h2.4l.4-2.9h-2.8V9.1c0-.8.3-1.4 1.5-1.4H16V5.1c-.3 0-1.1-.1-2.1-.1-2.2 0-3.6 1.3-3.6 3.7v2.2H8v2.9h2.3V21z"
        fill="#fff"
      />
    ),
  },
  Whatsapp: {
    color: '#128c4a',
    mark: (
      <g>
        <path
          d="M12 3.5a8.4 8.4 0 0 0-7.2 12.8L3.7 20.4l4.2-1.1A8.4 8.4 0 1 0 12 3.5Z"
          {...STROKE}
          strokeWidth={1.8}
        />
        <path
          d="M9.3 8.2c.2-.4.5-.4.7-.4h.5c.2 0 .4.1.5.4l.6 1.5c.1.2 0 .4-.1.6l-.5.6c-.1.1-.1.3 0 .5.6 1.1 1.5 1.9 2.6 2.5.2.1.4.1.5-.1l.6-.7c.2-.2.4-.2.6-.1l1.5.7c.2.1.3.3.3.5 0 .9-.7 1.7-1.6 1.8-.6.1-1.5 0-3-.7-2-.9-3.3-2.8-3.5-3.1-.2-.3-.9-1.2-.9-2.3 0-.9.5-1.4.6-1.7Z"
          fill="#fff"
        />
      </g>
    ),
  },
  Xing: {
    color: '#00696b',
    mark: (
      <g fill="#fff">
        <path d="M5.2 7.3h3l1.9 3.3-2.7 4.6h-3l2.7-4.6z" />
        <path d="M15.6 3.5h3.1l-5.4 9.6 3.5 6.4h-3.1l-3.5-6.4z" />
      </g>
    ),
  },
  LinkedIn: {
    color: '#0a66c2',
    mark: (
      <g fill="#fff">
        <rect x="5" y="9.5" width="3" height="9.5" />
        <circle cx="6.5" cy="6.3" r="1.8" />
        <path d="M10.5 9.5h2.9v1.3c.5-.9 1.6-1.6 3-1.6 2.6 0 3.1 1.7 3.1 3.9V19h-3v-5.3c0-1.1-.2-2-1.4-2s-1.6.9-1.6 2V19h-3z" />
      </g>
    ),
  },
  Twitter: {
    color: '#000000',
    mark: (
      <g>
        <path d="M5 4.5h4.2l10 15H15z" fill="#fff" />
        <path d="m18.5 4.5-5.6 6.4M5.5 19.5l5.6-6.4" {...STROKE} strokeWidth={1.8} />
      </g>
    ),
  },
  Instagram: {
    color: '#b3246f',
    mark: (
      <g {...STROKE}>
        <rect x="4" y="4" width="16" height="16" rx="4.5" />
        <circle cx="12" cy="12" r="3.7" />
        <circle cx="16.8" cy="7.2" r="0.5" fill="#fff" />
      </g>
    ),
  },
  Sms: {
    color: '#2c7a4b',
    mark: (
      <g>
        <path d="M4 5.5h16v10.5H10l-4.5 3.5V16H4z" {...STROKE} />
        <g fill="#fff">
          <circle cx="8.5" cy="10.8" r="1.1" />
          <circle cx="12" cy="10.8" r="1.1" />
          <circle cx="15.5" cy="10.8" r="1.1" />
        </g>
      </g>
    ),
  },
  Native: {
    color: null,
    mark: (
      <g {...STROKE}>
        <circle cx="17" cy="6" r="2.3" />
        <circle cx="7" cy="12" r="2.3" />
        <circle cx="17" cy="18" r="2.3" />
        <path d="m9 10.8 6-3.6M9 13.2l6 3.6" />
      </g>
    ),
  },
  Link: {
    color: null,
    mark: (
      <g {...STROKE}>
        <path d="M10.5 13.5a3.5 3.5 0 0 0 5 0l3-3a3.5 3.5 0 0 0-5-5l-1 1" />
        <path d="M13.5 10.5a3.5 3.5 0 0 0-5 0l-3 3a3.5 3.5 0 0 0 5 5l1-1" />
      </g>
    ),
  },
};

/** A channel's icon for its share button: a small badge in the channel's colour, hidden from screen readers. */
export function ChannelIcon({ channel }: { channel: ShareIconKey }) {
  const { color, mark } = MARKS[channel];
  return (
    <svg
      className="share-icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
      data-channel={channel}
    >
      {color ? (
        <rect width="24" height="24" rx="6" fill={color} />
      ) : (
        <rect width="24" height="24" rx="6" className="share-icon__brand" />
      )}
      {mark}
    </svg>
  );
}
