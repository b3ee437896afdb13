import type { TenantDetail } from '@kwk/shared/operator/tenants.schemas';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { getTenant, saveTenant } from './api/tenants-api.ts';
import { fromDraft, type JsonErrors, type TenantDraft, toDraft } from './tenant-draft.ts';

/**
 * The tenant being edited: the version read, the draft the form changes, and the save that sends
 * the version read (a newer one on the server answers 409). `error` is the last load's or save's.
 */
export function useTenantEditor(key: string) {
  const [detail, setDetail] = useState<TenantDetail | null>(null);
  const [draft, setDraft] = useState<TenantDraft | null>(null);
  const [error, setError] = useState<unknown>();
  const [jsonErrors, setJsonErrors] = useState<JsonErrors>({});
  const [saved, setSaved] = useState<{ version: number; raiseWaits: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    (signal?: AbortSignal) =>
      getTenant(key, signal).then(
        (d) => {
          setDetail(d);
          setDraft(toDraft(d));
          setError(undefined);
        },
        (e: unknown) => {
          if ((e as Error).name !== 'AbortError') setError(e);
        },
      ),
    [key],
  );
  useEffect(() => {
    const abort = new AbortController();
    void load(abort.signal);
    return () => abort.abort();
  }, [load]);

  /** Changes a copy of the draft (the sections write into it as into a plain object). */
  const edit = (change: (d: TenantDraft) => void) => {
    if (!draft) return;
    const next = structuredClone(draft);
    change(next);
    setDraft(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setSaved(null);
    setError(undefined);
    const result = fromDraft(draft);
    if ('jsonErrors' in result) {
      setJsonErrors(result.jsonErrors);
      return;
    }
    setJsonErrors({});
    setBusy(true);
    try {
      const { GeldFreigabe, ...next } = await saveTenant(key, result.body);
      setDetail(next);
      setDraft(toDraft(next));
      setSaved({ version: next.Version, raiseWaits: GeldFreigabe !== undefined });
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return { detail, draft, error, jsonErrors, saved, busy, load, edit, submit };
}
