import type { DeadLetterDetail, DeadLetterReplay } from '@kwk/shared/operator/dead-letters.schemas';
import { useId, useRef, useState } from 'react';
import { consoleErrorText, consoleFetch, fieldMessages } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { useConsoleMutation, useConsoleQuery } from '../../lib/use-console-query.ts';
import { Notice } from '../../ui/notice.tsx';
import { SecondaryButton } from '../../ui/secondary-button.tsx';
import { formatTime } from '../operations-ui/format.ts';
import { pretty, TEXTS } from './dead-letters-texts.ts';

/**
 * One dead letter: its content to fix (JSON), the partner's original, replay. A fixed one is
 * replayed by another operator than its fixer (four eyes, issue 27): the fixer reads why not.
 */
export function DeadLetterPanel({
  tenant,
  eventId,
  onChanged,
  onClose,
}: {
  tenant: string;
  eventId: string;
  onChanged: () => Promise<void>;
  onClose: () => void;
}) {
  const t = useTexts(TEXTS);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [text, setText] = useState('');
  const [jsonError, setJsonError] = useState(false);
  const path = `unzustellbare-events/${encodeURIComponent(tenant)}/${encodeURIComponent(eventId)}`;
  const detail = useConsoleQuery<DeadLetterDetail>(path, {
    onData: (found) => {
      setText(pretty(found.Payload));
      heading.current?.focus();
    },
  });
  const letter = detail.data;
  const action = useConsoleMutation();
  const error = action.error ?? detail.error;
  const busy = action.busy;

  /** Saves the text as the fix when it differs from what is stored; false when it is not JSON or refused. */
  const saveIfChanged = async (): Promise<boolean> => {
    if (!letter) return false;
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
      setJsonError(true);
      return false;
    }
    setJsonError(false);
    if (pretty(payload) === pretty(letter.Payload)) return true;
    const fixed = await consoleFetch<DeadLetterDetail>(path, { method: 'PUT', body: { Payload: payload } });
    detail.setData(fixed);
    setText(pretty(fixed.Payload));
    return true;
  };

  const act = (replay: boolean) =>
    action.run(async () => {
      if (!replay) {
        if (await saveIfChanged()) action.setDone(t.saved);
      } else {
        const result = await consoleFetch<DeadLetterReplay>(`${path}/wiederholung`, { method: 'POST' });
        action.setDone(
          result.Outcome === 'applied'
            ? t.applied
            : result.Outcome === 'duplicate'
              ? t.duplicate
              : `${t.deadAgain} ${result.Reason ?? ''}`,
        );
      }
      await onChanged();
    });

  const fields = fieldMessages(error);
  // A changed text is saved first, which makes the viewer its fixer: replay waits for someone else.
  const changed = letter !== undefined && text !== pretty(letter.Payload);
  const replayBlocked = letter && !letter.MayReplay ? t.ownFix : changed ? t.unsaved : undefined;
  const payloadError = jsonError
    ? t.badJson
    : Object.entries(fields)
        .map(([field, message]) => `${field.replace(/^Payload\.?/, '') || 'Payload'}: ${message}`)
        .join(' · ') || undefined;

  return (
    <section className="ops-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} ref={heading} tabIndex={-1}>
        {t.detail} {eventId} ({tenant})
      </h2>
      {letter && (
        <>
          <p>
            {t.reason}: {letter.Reason}
          </p>
          <div className="c-field">
            <label htmlFor={`${id}-payload`}>{t.payload}</label>
            <p id={`${id}-hint`} className="c-hint">
              {t.payloadHint}
            </p>
            <textarea
              id={`${id}-payload`}
              className="ops-textarea"
              value={text}
              spellCheck={false}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={payloadError ? true : undefined}
              aria-describedby={`${id}-hint${payloadError ? ` ${id}-error` : ''}`}
            />
            {payloadError && (
              <p id={`${id}-error`} className="c-error">
                {payloadError}
              </p>
            )}
          </div>
          {letter.FixedBy && (
            <p>
              {t.fixedBy} {letter.FixedBy}
              {letter.FixedAt && ` ${t.fixedOn} ${formatTime(letter.FixedAt)}`}
            </p>
          )}
          {letter.OriginalPayload && (
            <details>
              <summary>{t.original}</summary>
              <pre className="ops-json">{pretty(letter.OriginalPayload)}</pre>
            </details>
          )}
        </>
      )}
      <Notice kind="error">
        {error && Object.keys(fields).length === 0 ? consoleErrorText(error) : null}
      </Notice>
      <Notice kind="success">{action.done || null}</Notice>
      {replayBlocked && (
        <p id={`${id}-replay`} className="c-hint">
          {replayBlocked}
        </p>
      )}
      <div className="c-actions">
        <button
          type="button"
          className="c-button c-button-secondary"
          disabled={busy || !letter}
          onClick={() => act(false)}
        >
          {t.save}
        </button>
        <button
          type="button"
          className="c-button"
          disabled={busy || !letter || replayBlocked !== undefined}
          aria-describedby={replayBlocked ? `${id}-replay` : undefined}
          onClick={() => act(true)}
        >
          {t.replay}
        </button>
        <SecondaryButton onClick={onClose}>{t.close}</SecondaryButton>
      </div>
    </section>
  );
}
