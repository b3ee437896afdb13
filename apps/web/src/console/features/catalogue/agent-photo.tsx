import { AGENT_PHOTO_MAX_BYTES } from '@kwk/shared/operator/catalogue.schemas';
import { useId, useRef, useState } from 'react';
import { consoleErrorText, consoleFetch } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { useConsoleMutation, useConsoleQuery } from '../../lib/use-console-query.ts';
import { base64Of } from '../../ui/base64-of.ts';
import { Notice } from '../../ui/notice.tsx';

const TEXTS = {
  de: {
    title: 'Foto',
    current: 'Aktuelles Foto von',
    none: 'Noch kein Foto: Die Programmseiten zeigen die Initialen.',
    file: 'Foto auswählen (JPEG, PNG oder WebP, bis 2 MB)',
    upload: 'Foto hochladen',
    remove: 'Foto entfernen',
    tooBig: 'Das Foto ist größer als 2 MB.',
    choose: 'Bitte wählen Sie zuerst eine Datei.',
    uploaded: 'Das Foto ist gespeichert.',
    removed: 'Das Foto ist entfernt; die Initialen erscheinen wieder.',
  },
  en: {
    title: 'Photo',
    current: 'Current photo of',
    none: 'No photo yet: the programme pages show the initials.',
    file: 'Choose a photo (JPEG, PNG or WebP, up to 2 MB)',
    upload: 'Upload photo',
    remove: 'Remove photo',
    tooBig: 'The photo is larger than 2 MB.',
    choose: 'Please choose a file first.',
    uploaded: 'The photo is saved.',
    removed: 'The photo is removed; the initials show again.',
  },
};

/**
 * An agent's photo: shown as the tenant's pages show it, uploaded (the server checks the bytes,
 * not the file's name or type) or removed.
 */
export function AgentPhoto({
  tenant,
  agent,
  onChanged,
}: {
  tenant: string;
  agent: Record<string, unknown>;
  onChanged: () => Promise<void>;
}) {
  const t = useTexts(TEXTS);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // A file the form refuses before sending it; the server's answers are the change's.
  const [problem, setProblem] = useState('');
  const change = useConsoleMutation();
  const number = String(agent.ExterneId);
  const name = `${agent.Vorname} ${agent.Nachname}`;
  const path = `mandanten/${encodeURIComponent(tenant)}/berater/${encodeURIComponent(number)}/foto`;
  // The console's CSP allows images from itself and data: only, so the photo comes as data; a
  // failed read (no photo) shows the initials.
  const photo = useConsoleQuery<{ Typ: string; Daten: string } | null>(path, {
    onError: () => photo.setData(null),
  });
  const src = photo.data ? `data:${photo.data.Typ};base64,${photo.data.Daten}` : null;
  const error = problem || (change.error === undefined ? null : consoleErrorText(change.error));

  async function run(action: () => Promise<unknown>, done: string) {
    setProblem('');
    await change.run(async () => {
      await action();
      await onChanged();
      void photo.reload();
      change.setDone(done);
    });
  }

  function refuse(text: string) {
    change.setError(undefined);
    change.setDone('');
    setProblem(text);
  }

  async function upload() {
    const file = input.current?.files?.[0];
    if (!file) return refuse(t.choose);
    if (file.size > AGENT_PHOTO_MAX_BYTES) return refuse(t.tooBig);
    await run(async () => {
      await consoleFetch(path, { method: 'PUT', body: { Daten: await base64Of(file) } });
    }, t.uploaded);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="c-photo">
      <h3 id={`${id}-title`}>
        {t.title}: {name}
      </h3>
      {src ? (
        <img src={src} alt={`${t.current} ${name}`} width={96} height={96} className="c-photo-img" />
      ) : (
        <p>{t.none}</p>
      )}
      <div className="c-field">
        <label htmlFor={`${id}-file`}>{t.file}</label>
        <input id={`${id}-file`} ref={input} type="file" accept="image/jpeg,image/png,image/webp" />
      </div>
      <div className="c-actions">
        <button type="button" className="c-button" disabled={change.busy} onClick={upload}>
          {t.upload}
        </button>
        {src && (
          <button
            type="button"
            className="c-button c-button-secondary"
            disabled={change.busy}
            onClick={() => run(() => consoleFetch(path, { method: 'DELETE' }), t.removed)}
          >
            {t.remove}
          </button>
        )}
      </div>
      <Notice kind="error">{error}</Notice>
      <Notice kind="success">{change.done || null}</Notice>
    </section>
  );
}
