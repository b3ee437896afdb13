import type { TenantPreview } from '@kwk/shared/operator/tenant-drafts.schemas';
import { useState } from 'react';
import { consoleErrorText } from '../../../lib/console-api.ts';
import { useConsoleLang } from '../../../lib/console-lang.ts';
import { useConsoleMutation } from '../../../lib/use-console-query.ts';
import { Notice } from '../../../ui/notice.tsx';
import { formatTime } from '../../operations-ui/format.ts';
import { mintTenantPreview } from '../api/tenants-api.ts';
import { DRAFT_TEXTS } from './draft-texts.ts';

const SIZES = [
  { id: 'phone', width: 390, height: 760 },
  { id: 'desktop', width: 1280, height: 800 },
] as const;

/**
 * The tenant's real portal page with its draft, framed at phone and desktop width (decision 065).
 * The address carries a short-lived preview token in its fragment; the frames load again when the
 * draft changes (`shownState`), with the same token while it is valid.
 */
export function DraftPreview({ tenantKey, shownState }: { tenantKey: string; shownState: string }) {
  const lang = useConsoleLang();
  const t = DRAFT_TEXTS[lang];
  const mutation = useConsoleMutation();
  const [preview, setPreview] = useState<TenantPreview | null>(null);
  const open = () =>
    mutation.run(async () => {
      setPreview(await mintTenantPreview(tenantKey));
    });

  return (
    <section aria-labelledby="tenant-preview">
      <h3 id="tenant-preview">{t.previewHeading}</h3>
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
          <p>{t.validUntil(formatTime(preview.GueltigBis))}</p>
          {SIZES.map((size) => {
            const label = size.id === 'phone' ? t.phone : t.desktop;
            const captionId = `tenant-preview-${size.id}`;
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
