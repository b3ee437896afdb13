import {
  type ConsoleKeyVisual,
  KEY_VISUAL_MAX_BYTES,
  KEY_VISUAL_TYPES,
} from '@kwk/shared/content/cms.schemas';
import { CENTRE } from '@kwk/shared/content/cover-crop';
import { type MouseEvent, useEffect, useId, useState } from 'react';
import { useTexts } from '../../lib/console-lang.ts';
import { Field } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useConsoleForm } from '../../ui/use-console-form.ts';
import { AltTextFields } from './alt-text-fields.tsx';
import { uploadKeyVisual } from './api/content-api.ts';
import { BreakpointGrid } from './breakpoint-grid.tsx';
import { KEY_VISUAL_TEXTS, type KeyVisualTexts } from './key-visual-texts.ts';

interface UploadValues extends Record<string, unknown> {
  file: File | null;
  altDe: string;
  altEn: string;
  focusX: number;
  focusY: number;
}

/** The browser cannot say "too large" or "wrong type" for a file input: checked here, shown at the field. */
function fileFault(file: File | null, t: KeyVisualTexts) {
  if (!file) return undefined;
  if (!(KEY_VISUAL_TYPES as readonly string[]).includes(file.type)) return t.wrongType;
  return file.size > KEY_VISUAL_MAX_BYTES ? t.tooLarge : undefined;
}

/**
 * The chosen file as a `data:` address for the previews (the CSP allows `data:` images, not `blob:`),
 * read anew when the file changes.
 */
function useDataUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return url;
}

/**
 * A new key visual: the file, its focal point (two labelled sliders, or a click into the picture)
 * with the four cuts previewed as the server will make them (`coverCut` cuts as CSS
 * `object-position` does), and both alt texts — empty for every new file: the old picture's
 * texts describe the old picture.
 */
export function KeyVisualUpload({
  tenant,
  onUploaded,
}: {
  tenant: string;
  onUploaded: (v: ConsoleKeyVisual) => void;
}) {
  const t = useTexts(KEY_VISUAL_TEXTS);
  const fileId = useId();
  const initial: UploadValues = { file: null, altDe: '', altEn: '', focusX: CENTRE.X, focusY: CENTRE.Y };
  const form = useConsoleForm<unknown, UploadValues>(initial, {
    check: (v) => {
      const fault = v.file ? fileFault(v.file, t) : t.wrongType;
      return fault ? { file: fault } : {};
    },
  });
  const { values, set } = form;
  const preview = useDataUrl(values.file);
  const fileError = fileFault(values.file, t) ?? form.fields.file ?? form.general ?? undefined;

  const choose = (file: File | null) => form.setValues({ ...initial, file });
  const pick = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const percent = (offset: number, size: number) =>
      Math.min(100, Math.max(0, Math.round((offset / size) * 100)));
    form.setValues((v) => ({
      ...v,
      focusX: percent(event.clientX - box.left, box.width),
      focusY: percent(event.clientY - box.top, box.height),
    }));
  };
  const upload = form.submit(async (v) => {
    const { file, ...query } = v;
    onUploaded(await uploadKeyVisual(tenant, file!, query));
    form.setValues(initial);
    return t.uploaded;
  });
  const position = `${values.focusX}% ${values.focusY}%`;

  return (
    <form onSubmit={upload} className="c-content-form" noValidate>
      <h3>{t.newPicture}</h3>
      <Notice kind="success">{form.done}</Notice>
      <div className="c-field">
        <label htmlFor={fileId}>{t.file}</label>
        <input
          id={fileId}
          type="file"
          accept={KEY_VISUAL_TYPES.join(',')}
          required
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${fileId}-error` : undefined}
        />
        {fileError && (
          <p id={`${fileId}-error`} className="c-error">
            {fileError}
          </p>
        )}
      </div>
      {values.file && (
        <>
          {preview && (
            // A mouse shortcut for the sliders below, which are the control (keyboard, screen readers).
            // biome-ignore lint/a11y/useKeyWithClickEvents: the two labelled sliders do the same by keyboard
            <img className="c-focus-picker" src={preview} alt={t.pickFocus} onClick={pick} />
          )}
          {(['focusX', 'focusY'] as const).map((axis) => (
            <Field
              key={axis}
              label={axis === 'focusX' ? t.focusX : t.focusY}
              hint={t.focusHint}
              type="range"
              min={0}
              max={100}
              step={1}
              value={String(values[axis])}
              onChange={(value) => set(axis)(Number(value))}
              error={form.fields[axis]}
            />
          ))}
          {preview && (
            <BreakpointGrid
              caption={t.chosen}
              render={() => (
                <img src={preview} alt="" style={{ objectFit: 'cover', objectPosition: position }} />
              )}
            />
          )}
          <AltTextFields
            values={{ de: values.altDe, en: values.altEn }}
            onChange={(lang) => set(lang === 'de' ? 'altDe' : 'altEn')}
            errors={{ de: form.fields.altDe, en: form.fields.altEn }}
            hint={t.altNewHint}
          />
        </>
      )}
      <div className="c-actions">
        <SubmitButton busy={form.busy}>{form.busy ? t.uploading : t.upload}</SubmitButton>
      </div>
    </form>
  );
}
