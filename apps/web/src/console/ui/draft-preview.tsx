import type { TenantPreview } from '@kwk/shared/operator/tenant-drafts.schemas';
import { useState } from 'react';
import { berlinDateTime } from '../lib/berlin-time.ts';
import { consoleErrorText, consoleFetch } from '../lib/console-api.ts';
import { useConsoleLang } from '../lib/console-lang.ts';
import { useConsoleMutation } from '../lib/use-console-query.ts';
import { Notice } from './notice.tsx';

const SIZES = [
  { id: 'phone', width: 390, height: 760 },
  { id: 'desktop', width: 1280, height: 800 },
] as const;

const TEXTS = {
  de: {
    previewHeading: 'Vorschau',
    previewIntro:
      'Die echte Seite des Mandanten mit dem Entwurf, nur für Sie sichtbar. Der Vorschau-Link gilt 15 Minuten.',
    showPreview: 'Vorschau anzeigen',
    refreshPreview: 'Vorschau neu laden',
    validUntil: (at: string) => `Gültig bis ${at}.`,
    phone: 'Telefon (390 px)',
    desktop: 'Desktop (1280 px)',
    frameTitle: (size: string) => `Vorschau des Entwurfs: ${size}`,
  },
  en: {
    previewHeading: 'Preview',
    previewIntro:
      'The tenant’s real page with the draft, visible to you only. The preview link lasts 15 minutes.',
    showPreview: 'Show preview',
    refreshPreview: 'Reload preview',
    validUntil: (at: string) => `Valid until ${at}.`,
    phone: 'Phone (390 px)',
    desktop: 'Desktop (1280 px)',
    frameTitle: (size: string) => `Preview of the draft: ${size}`,
  },
};

/**
 * The tenant's real portal page with its drafts (its configuration's, decision 065, and its
 * content's, decision 072), framed at phone and desktop width. The address carries a short-lived
 * preview token in its fragment; the frames load again when the draft changes (`shownState`),
 * with the same token while it is valid.
 */
export function DraftPreview({
  tenantKey,
  shownState,
  idPrefix,
}: {
  tenantKey: string;
  shownState: string;
  /** Makes the section's ids unique on the page. */
  idPrefix: string;
}) {
  const t = TEXTS[useConsoleLang()];
  const mutation = useConsoleMutation();
  const [preview, setPreview] = useState<TenantPreview | null>(null);
  const open = () =>
    mutation.run(async () => {
      setPreview(
        await consoleFetch<TenantPreview>(`mandanten/${encodeURIComponent(tenantKey)}/vorschau`, {
          method: 'POST',
        }),
      );
    });
  const headingId = `${idPrefix}-preview`;

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t.previewHeading}</h3>
      <p className="c-hint">{t.previewIntro}</p>
      <Notice kind="error">{mutation.error ? consoleErrorText(mutation.error) : null}</Notice>
      <div className="c-actions">
        <button
          type="button"
          className="c-button c-button-secondary"
          disabled={mutation.busy}
          onClick={() => void open()}
        >
          {preview ? t.refreshPreview : t.showPreview}
        </button>
      </div>
      {preview && (
        <>
          <p>{t.validUntil(berlinDateTime(preview.GueltigBis))}</p>
          {SIZES.map((size) => {
            const label = size.id === 'phone' ? t.phone : t.desktop;
            const captionId = `${headingId}-${size.id}`;
            return (
              <figure key={size.id} className="c-preview">
                <figcaption id={captionId}>{label}</figcaption>
                {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (axe scrollable-region-focusable), as in the agency reports */}
                <section className="c-preview__frame" aria-labelledby={captionId} tabIndex={0}>
                  <iframe
                    key={`${preview.Url}|${shownState}`}
                    src={preview.Url}
                    title={t.frameTitle(label)}
                    width={size.width}
                    height={size.height}
                    referrerPolicy="no-referrer"
                  />
                </section>
              </figure>
            );
          })}
        </>
      )}
    </section>
  );
}
