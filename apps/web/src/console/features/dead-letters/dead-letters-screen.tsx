import type { DeadLetterDetail, DeadLetterReplay } from '@kwk/shared/operator/dead-letters.schemas';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { consoleErrorText, consoleFetch, fieldMessages } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { DataTable, queryPaging } from '../../ui/data-table.tsx';
import { Notice } from '../../ui/notice.tsx';
import { formatTime } from '../operations-ui/format.ts';
import '../operations-ui/operations.css';
import { SelectField } from '../operations-ui/select-field.tsx';

const TEXTS = {
  de: {
    heading: 'Unzustellbare Partner-Events',
    intro:
      'Partner-Events, die keiner Empfehlung zugeordnet oder nicht angewendet werden konnten. Korrigieren Sie den Inhalt und spielen Sie das Event über denselben Weg wie die Partner-API erneut ein; ein Event wird nur einmal angewendet.',
    tenant: 'Mandant',
    allTenants: 'Alle Mandanten',
    reason: 'Grund',
    allReasons: 'Alle Gründe',
    filter: 'Anzeigen',
    counts: 'Anzahl je Grund',
    count: 'Anzahl',
    list: 'Unzustellbare Events',
    eventId: 'Event-ID',
    type: 'Typ',
    received: 'Eingang',
    fixed: 'Korrigiert',
    replays: 'Wiederholungen',
    action: 'Aktion',
    open: 'Öffnen',
    yes: 'ja',
    no: 'nein',
    none: 'Keine unzustellbaren Events.',
    detail: 'Event',
    payload: 'Inhalt (JSON)',
    payloadHint: 'Die Event-ID bleibt unverändert. Der Inhalt wird wie von der Partner-API geprüft.',
    original: 'Ursprünglicher Inhalt des Partners',
    save: 'Korrektur speichern',
    replay: 'Erneut einspielen',
    fixedBy: 'Korrigiert von',
    fixedOn: 'am',
    ownFix:
      'Sie haben den Inhalt dieses Events korrigiert. Einspielen muss es eine andere Person (Vier-Augen-Prinzip).',
    unsaved:
      'Der Inhalt ist geändert. Speichern Sie die Korrektur; eingespielt wird ein korrigiertes Event von einer anderen Person (Vier-Augen-Prinzip).',
    close: 'Schließen',
    badJson: 'Der Inhalt ist kein gültiges JSON-Objekt.',
    saved: 'Die Korrektur ist gespeichert.',
    applied: 'Das Event wurde angewendet; die Empfehlung ist aktualisiert.',
    duplicate: 'Das Event war bereits angewendet; nichts wurde doppelt gebucht.',
    deadAgain: 'Das Event ist weiterhin unzustellbar. Neuer Grund:',
  },
  en: {
    heading: 'Partner events not delivered',
    intro:
      'Partner events that matched no referral or could not be applied. Fix the content and replay the event through the same path as the partner API; an event is applied only once.',
    tenant: 'Tenant',
    allTenants: 'All tenants',
    reason: 'Reason',
    allReasons: 'All reasons',
    filter: 'Show',
    counts: 'Count per reason',
    count: 'Count',
    list: 'Dead letters',
    eventId: 'Event id',
    type: 'Type',
    received: 'Received',
    fixed: 'Fixed',
    replays: 'Replays',
    action: 'Action',
    open: 'Open',
    yes: 'yes',
    no: 'no',
    none: 'No dead letters.',
    detail: 'Event',
    payload: 'Content (JSON)',
    payloadHint: 'The event id stays as it is. The content is checked as the partner API checks it.',
    original: 'The partner’s original content',
    save: 'Save the fix',
    replay: 'Replay',
    fixedBy: 'Fixed by',
    fixedOn: 'on',
    ownFix: 'You fixed the content of this event. Someone else must replay it (four-eyes principle).',
    unsaved:
      'The content is changed. Save the fix; a fixed event is replayed by someone else (four-eyes principle).',
    close: 'Close',
    badJson: 'The content is not a valid JSON object.',
    saved: 'The fix is saved.',
    applied: 'The event was applied; the referral is updated.',
    duplicate: 'The event had been applied already; nothing was booked twice.',
    deadAgain: 'The event is still not deliverable. New reason:',
  },
};

interface Item {
  Tenant: string;
  EventId: string;
  Type: string | null;
  Reason: string;
  ReceivedAt: string;
  Fixed: boolean;
  Replays: number;
}
interface ListAnswer {
  Items: Item[];
  Total: number;
  Counts: { Reason: string; Count: number }[];
  Tenants: { Key: string; Name: string }[];
}
const LIMIT = 25;
const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** The dead-letter queue: counts per reason, the list, and one event to fix and replay. */
export default function DeadLettersScreen() {
  const t = useTexts(TEXTS);
  const [tenant, setTenant] = useState('');
  const [reason, setReason] = useState('');
  const [query, setQuery] = useState({ tenant: '', reason: '', offset: 0 });
  const [data, setData] = useState<ListAnswer>();
  const [error, setError] = useState<unknown>();
  const [open, setOpen] = useState<{ tenant: string; eventId: string }>();

  const load = useCallback(async () => {
    try {
      setData(
        await consoleFetch<ListAnswer>('unzustellbare-events', {
          query: { tenant: query.tenant, reason: query.reason, offset: query.offset, limit: LIMIT },
        }),
      );
      setError(undefined);
    } catch (failure) {
      setError(failure);
    }
  }, [query]);
  useEffect(() => {
    void load();
  }, [load]);

  const filter = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ tenant, reason, offset: 0 });
  };

  return (
    <>
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <form className="ops-filters" onSubmit={filter}>
        <SelectField
          label={t.tenant}
          value={tenant}
          onChange={setTenant}
          options={[
            { value: '', label: t.allTenants },
            ...(data?.Tenants ?? []).map((x) => ({ value: x.Key, label: `${x.Name} (${x.Key})` })),
          ]}
        />
        <SelectField
          label={t.reason}
          value={reason}
          onChange={setReason}
          options={[
            { value: '', label: t.allReasons },
            ...(data?.Counts ?? []).map((c) => ({ value: c.Reason, label: c.Reason })),
          ]}
        />
        <div className="c-field">
          <button type="submit" className="c-button">
            {t.filter}
          </button>
        </div>
      </form>
      <Notice kind="error">{error ? consoleErrorText(error) : null}</Notice>
      {data && (
        <>
          <DataTable
            caption={t.counts}
            rows={data.Counts}
            rowKey={(c) => c.Reason}
            columns={[
              { header: t.reason, cell: (c) => c.Reason, rowHeader: true },
              { header: t.count, cell: (c) => c.Count },
            ]}
          />
          <DataTable
            caption={`${t.list} (${data.Total})`}
            rows={data.Items}
            rowKey={(item) => `${item.Tenant}/${item.EventId}`}
            empty={t.none}
            paging={queryPaging(query, setQuery, LIMIT, data.Total)}
            columns={[
              { header: t.tenant, cell: (item) => item.Tenant },
              { header: t.eventId, cell: (item) => item.EventId, rowHeader: true },
              { header: t.type, cell: (item) => item.Type ?? '–' },
              { header: t.reason, cell: (item) => item.Reason },
              { header: t.received, cell: (item) => formatTime(item.ReceivedAt) },
              { header: t.fixed, cell: (item) => (item.Fixed ? t.yes : t.no) },
              { header: t.replays, cell: (item) => item.Replays },
              {
                header: t.action,
                cell: (item) => (
                  <button
                    type="button"
                    className="c-link"
                    aria-label={`${t.open}: ${item.EventId}`}
                    onClick={() => setOpen({ tenant: item.Tenant, eventId: item.EventId })}
                  >
                    {t.open}
                  </button>
                ),
              },
            ]}
          />
        </>
      )}
      {open && (
        <DeadLetterPanel
          key={`${open.tenant}/${open.eventId}`}
          tenant={open.tenant}
          eventId={open.eventId}
          onChanged={load}
          onClose={() => setOpen(undefined)}
        />
      )}
    </>
  );
}

/**
 * One dead letter: its content to fix (JSON), the partner's original, replay. A fixed one is
 * replayed by another operator than its fixer (four eyes, issue 27): the fixer reads why not.
 */
function DeadLetterPanel({
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
  const [letter, setLetter] = useState<DeadLetterDetail>();
  const [text, setText] = useState('');
  const [error, setError] = useState<unknown>();
  const [jsonError, setJsonError] = useState(false);
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const path = `unzustellbare-events/${encodeURIComponent(tenant)}/${encodeURIComponent(eventId)}`;

  useEffect(() => {
    consoleFetch<DeadLetterDetail>(path).then((found) => {
      setLetter(found);
      setText(pretty(found.Payload));
      heading.current?.focus();
    }, setError);
  }, [path]);

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
    setLetter(fixed);
    setText(pretty(fixed.Payload));
    return true;
  };

  const act = async (replay: boolean) => {
    setBusy(true);
    setError(undefined);
    setDone('');
    try {
      if (!replay) {
        if (await saveIfChanged()) setDone(t.saved);
      } else {
        const result = await consoleFetch<DeadLetterReplay>(`${path}/wiederholung`, { method: 'POST' });
        setDone(
          result.Outcome === 'applied'
            ? t.applied
            : result.Outcome === 'duplicate'
              ? t.duplicate
              : `${t.deadAgain} ${result.Reason ?? ''}`,
        );
      }
      await onChanged();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

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
      <Notice kind="success">{done || null}</Notice>
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
        <button type="button" className="c-button c-button-secondary" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </section>
  );
}
