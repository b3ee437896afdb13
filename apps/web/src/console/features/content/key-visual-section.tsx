import type { ConsoleKeyVisual } from '@kwk/shared/content/cms.schemas';
import { useId } from 'react';
import { ConsoleApiError, consoleErrorText } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { fillText } from '../../lib/fill-text.ts';
import { useConsoleQuery } from '../../lib/use-console-query.ts';
import { Notice } from '../../ui/notice.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useConsoleForm } from '../../ui/use-console-form.ts';
import { AltTextFields } from './alt-text-fields.tsx';
import { keyVisualPath, saveKeyVisualAlt } from './api/content-api.ts';
import { BreakpointGrid } from './breakpoint-grid.tsx';
import { KEY_VISUAL_TEXTS } from './key-visual-texts.ts';
import { KeyVisualUpload } from './key-visual-upload.tsx';

/** A 404 content.keyvisual_not_found is "none uploaded yet", not a failure. */
const noneYet = (error: unknown) =>
  error instanceof ConsoleApiError && error.code === 'content.keyvisual_not_found';

/**
 * The tenant's key visual (issue 29 #3): the server's cuts at all four breakpoints, the current
 * picture's alt texts, and the upload of a new picture with its focal point and its own alt texts.
 */
export function KeyVisualSection({ tenant, onSaved }: { tenant: string; onSaved: () => void }) {
  const t = useTexts(KEY_VISUAL_TEXTS);
  const headingId = useId();
  const alt = useConsoleForm({ de: '', en: '' });
  const query = useConsoleQuery<ConsoleKeyVisual>(keyVisualPath(tenant), {
    onData: (v) => alt.setValues(v.Alt),
  });
  // An upload's answer stands over the first load's 404.
  const visual = query.data ?? (noneYet(query.error) ? null : undefined);
  /** A saved change (a draft, decision 072) the section shows at once. */
  const shown = (v: ConsoleKeyVisual) => {
    query.setData(v);
    alt.setValues(v.Alt);
    onSaved();
  };
  const saveAlt = alt.submit(async (values) => {
    shown(await saveKeyVisualAlt(tenant, { Alt: { de: values.de, en: values.en } }));
    return t.altSaved;
  });

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t.heading}</h2>
      <p>{t.intro}</p>
      <Notice kind="error">
        {query.error && !noneYet(query.error) && !query.data ? consoleErrorText(query.error) : null}
      </Notice>
      {query.loading && visual === undefined && <p role="status">{t.loading}</p>}
      {visual === null && <p>{t.none}</p>}
      {visual && (
        <>
          <BreakpointGrid
            caption={t.current}
            render={(bp) => (
              <picture>
                <source type="image/webp" srcSet={visual.Sources[bp].Webp} />
                <img
                  src={visual.Sources[bp].Jpeg}
                  width={visual.Sources[bp].Width}
                  height={visual.Sources[bp].Height}
                  alt={visual.Alt.de}
                />
              </picture>
            )}
          />
          <p>
            {fillText(t.original, {
              w: String(visual.OriginalWidth),
              h: String(visual.OriginalHeight),
              x: String(visual.Focus.X),
              y: String(visual.Focus.Y),
              at: new Date(visual.UpdatedAt).toLocaleString('de-DE', { timeZone: 'Europe/Berlin' }),
            })}
          </p>
          <form onSubmit={saveAlt} className="c-content-form" noValidate>
            <h3>{t.altOfCurrent}</h3>
            <Notice kind="error">{alt.general}</Notice>
            <Notice kind="success">{alt.done}</Notice>
            <AltTextFields
              values={alt.values}
              onChange={alt.set}
              errors={{ de: alt.fields['Alt.de'], en: alt.fields['Alt.en'] }}
              hint={t.altHint}
            />
            <div className="c-actions">
              <SubmitButton busy={alt.busy}>{t.saveAlt}</SubmitButton>
            </div>
          </form>
        </>
      )}
      {visual !== undefined && <KeyVisualUpload tenant={tenant} onUploaded={shown} />}
    </section>
  );
}
