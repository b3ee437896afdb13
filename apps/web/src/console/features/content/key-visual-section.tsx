import {
  type ConsoleKeyVisual,
  KEY_VISUAL_MAX_BYTES,
  KEY_VISUAL_MIN_HEIGHT,
  KEY_VISUAL_MIN_WIDTH,
  KEY_VISUAL_TYPES,
} from '@kwk/shared/content/cms.schemas';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { consoleErrorText, fieldMessages } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { Field } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { getKeyVisual, saveKeyVisualAlt, uploadKeyVisual } from './api/content-api.ts';

const MB = KEY_VISUAL_MAX_BYTES / (1024 * 1024);

const TEXTS = {
  de: {
    heading: 'Titelbild',
    intro: `Das Bild oben auf der Startseite. JPEG, PNG oder WebP, mindestens ${KEY_VISUAL_MIN_WIDTH} × ${KEY_VISUAL_MIN_HEIGHT} Pixel, höchstens ${MB} MB; der Server schneidet es von der Mitte aus für die vier Breakpoints zu (WebP und JPEG).`,
    loading: 'Wird geladen …',
    none: 'Noch kein Titelbild hochgeladen.',
    file: 'Bilddatei',
    upload: 'Hochladen',
    uploading: 'Wird hochgeladen und umgerechnet …',
    uploaded: 'Hochgeladen. Die Vorschau zeigt das umgerechnete Bild.',
    tooLarge: `Die Datei ist zu groß: höchstens ${MB} MB.`,
    wrongType: 'Bitte eine JPEG-, PNG- oder WebP-Datei wählen.',
    preview: 'Vorschau (kleinster Breakpoint)',
    original: 'Original: {w} × {h} Pixel, aktualisiert {at}',
    altDe: 'Alternativtext (Deutsch)',
    altEn: 'Alternativtext (Englisch)',
    altHint: 'Was das Bild zeigt, für Screenreader.',
    saveAlt: 'Alternativtexte speichern',
    altSaved: 'Alternativtexte gespeichert.',
  },
  en: {
    heading: 'Key visual',
    intro: `The picture at the top of the start page. JPEG, PNG or WebP, at least ${KEY_VISUAL_MIN_WIDTH} × ${KEY_VISUAL_MIN_HEIGHT} pixels, at most ${MB} MB; the server crops it from the centre for the four breakpoints (WebP and JPEG).`,
    loading: 'Loading …',
    none: 'No key visual uploaded yet.',
    file: 'Image file',
    upload: 'Upload',
    uploading: 'Uploading and resizing …',
    uploaded: 'Uploaded. The preview shows the resized picture.',
    tooLarge: `The file is too large: at most ${MB} MB.`,
    wrongType: 'Please choose a JPEG, PNG or WebP file.',
    preview: 'Preview (smallest breakpoint)',
    original: 'Original: {w} × {h} pixels, updated {at}',
    altDe: 'Alternative text (German)',
    altEn: 'Alternative text (English)',
    altHint: 'What the picture shows, for screen readers.',
    saveAlt: 'Save alternative texts',
    altSaved: 'Alternative texts saved.',
  },
};

/** The tenant's key visual: upload a file (the server resizes it), see the result, set its alt texts. */
export function KeyVisualSection({ tenant }: { tenant: string }) {
  const t = useTexts(TEXTS);
  const headingId = useId();
  const fileId = useId();
  const [visual, setVisual] = useState<ConsoleKeyVisual | null | undefined>(undefined);
  const [file, setFile] = useState<File | null>(null);
  // The browser's check of the chosen file (type, size) blocks the upload; the server's refusal does not.
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [alt, setAlt] = useState({ de: '', en: '' });
  const [altErrors, setAltErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const show = useCallback((v: ConsoleKeyVisual | null) => {
    setVisual(v);
    setAlt(v ? v.Alt : { de: '', en: '' });
  }, []);

  useEffect(() => {
    setVisual(undefined);
    setError(null);
    setDone(null);
    getKeyVisual(tenant).then(show, (e) => setError(consoleErrorText(e)));
  }, [tenant, show]);

  // The browser cannot say "too large" or "wrong type" for a file input: checked here, shown at the field.
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setUploadError(null);
    setFileError(
      chosen === null
        ? null
        : !(KEY_VISUAL_TYPES as readonly string[]).includes(chosen.type)
          ? t.wrongType
          : chosen.size > KEY_VISUAL_MAX_BYTES
            ? t.tooLarge
            : null,
    );
  };

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || fileError) return;
    setBusy(true);
    setError(null);
    setUploadError(null);
    setDone(null);
    try {
      show(await uploadKeyVisual(tenant, file));
      setDone(t.uploaded);
    } catch (e) {
      setUploadError(consoleErrorText(e));
    } finally {
      setBusy(false);
    }
  };

  const saveAlt = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setDone(null);
    setAltErrors({});
    try {
      show(await saveKeyVisualAlt(tenant, { Alt: alt }));
      setDone(t.altSaved);
    } catch (e) {
      const fields = fieldMessages(e);
      setAltErrors(fields);
      if (!fields['Alt.de'] && !fields['Alt.en']) setError(consoleErrorText(e));
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t.heading}</h2>
      <p>{t.intro}</p>
      <Notice kind="error">{error}</Notice>
      <Notice kind="success">{done}</Notice>
      {visual === undefined && !error && <p role="status">{t.loading}</p>}
      {visual === null && <p>{t.none}</p>}
      {visual && (
        <figure className="c-content-preview">
          <picture>
            <source type="image/webp" srcSet={visual.Sources.sm.Webp} />
            <img
              src={visual.Sources.sm.Jpeg}
              width={visual.Sources.sm.Width}
              height={visual.Sources.sm.Height}
              alt={visual.Alt.de}
            />
          </picture>
          <figcaption>
            {t.preview}.{' '}
            {t.original
              .replace('{w}', String(visual.OriginalWidth))
              .replace('{h}', String(visual.OriginalHeight))
              .replace(
                '{at}',
                new Date(visual.UpdatedAt).toLocaleString('de-DE', { timeZone: 'Europe/Berlin' }),
              )}
          </figcaption>
        </figure>
      )}
      <form onSubmit={upload} className="c-content-upload">
        <div className="c-field">
          <label htmlFor={fileId}>{t.file}</label>
          <input
            id={fileId}
            type="file"
            accept={KEY_VISUAL_TYPES.join(',')}
            required
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
            aria-invalid={fileError || uploadError ? true : undefined}
            aria-describedby={fileError || uploadError ? `${fileId}-error` : undefined}
          />
          {(fileError || uploadError) && (
            <p id={`${fileId}-error`} className="c-error">
              {fileError ?? uploadError}
            </p>
          )}
        </div>
        <div className="c-actions">
          <button type="submit" className="c-button" disabled={busy}>
            {busy ? t.uploading : t.upload}
          </button>
        </div>
      </form>
      {visual && (
        <form onSubmit={saveAlt}>
          <Field
            label={t.altDe}
            hint={t.altHint}
            value={alt.de}
            onChange={(de) => setAlt((a) => ({ ...a, de }))}
            required
            maxLength={300}
            error={altErrors['Alt.de']}
          />
          <Field
            label={t.altEn}
            hint={t.altHint}
            value={alt.en}
            onChange={(en) => setAlt((a) => ({ ...a, en }))}
            required
            maxLength={300}
            error={altErrors['Alt.en']}
          />
          <div className="c-actions">
            <button type="submit" className="c-button">
              {t.saveAlt}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
