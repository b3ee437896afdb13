import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { TenantSummary } from '@kwk/shared/operator/tenants.schemas';
import type {
  VoucherImportResult,
  VoucherPool,
  VoucherPools,
  WaitingVouchers,
} from '@kwk/shared/operator/vouchers.schemas';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { ConsoleApiError, consoleErrorText, consoleFetch, fieldMessages } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { hasRight, useConsoleSession } from '../../lib/console-session.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { Field } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { SelectField } from '../../ui/select-and-text-area-fields.tsx';
import { formatTime } from '../operations-ui/format.ts';
import { centsOf } from './euro-input.ts';
import './vouchers.css';

const TEXTS = {
  de: {
    heading: 'Gutscheine',
    intro:
      'Gutscheincodes je Mandant und Wert. Wählt eine Empfehlerin oder ein Empfehler einen Gutschein, verschickt der Auftrag innerhalb einer Minute den ältesten freien Code dieses Mandanten und Werts per E-Mail. Ohne freien Code wartet die Prämie.',
    pools: 'Bestände',
    poolsCaption: 'Gutscheinbestände je Mandant und Wert',
    tenant: 'Mandant',
    value: 'Wert',
    free: 'Frei',
    issued: 'Ausgegeben',
    threshold: 'Warnschwelle',
    waitingCount: 'Wartend',
    state: 'Zustand',
    low: 'Unter der Warnschwelle',
    ok: 'Ausreichend',
    own: 'eigene',
    standard: 'Standard',
    noPools: 'Noch kein Bestand: Importieren Sie die ersten Codes.',
    import: 'Codes importieren',
    importHint:
      'Eine CSV-Datei mit einem Code je Zeile, optional mit Kopfzeile „Code“. Die Datei wird ganz oder gar nicht importiert.',
    file: 'CSV-Datei',
    valueHint: 'In Euro, z. B. 25 oder 12,50.',
    valueInvalid: 'Bitte einen Betrag in Euro angeben, z. B. 25 oder 12,50.',
    chooseFile: 'Bitte wählen Sie eine Datei.',
    chooseTenant: 'Bitte wählen Sie einen Mandanten.',
    importButton: 'Importieren',
    imported: '{n} Codes importiert für {tenant}, {value}; jetzt {free} frei.',
    setThreshold: 'Warnschwelle eines Bestands',
    pool: 'Bestand',
    thresholdHint: 'Anzahl freier Codes, unter der gewarnt wird; leer lassen für den Standard ({n}).',
    thresholdInvalid: 'Bitte eine ganze Zahl ab 0 angeben oder das Feld leeren.',
    save: 'Speichern',
    saved: 'Die Warnschwelle ist gespeichert.',
    waiting: 'Prämien, die auf einen Gutschein warten',
    waitingIntro:
      'Diese Prämien wurden als Gutschein gewählt und haben noch keinen Code, meist weil der Bestand leer ist. Sie gehen automatisch hinaus, sobald Codes importiert sind.',
    groupsCaption: 'Wartende Prämien je Mandant und Wert',
    count: 'Anzahl',
    oldest: 'Älteste Wahl',
    freeCodes: 'Freie Codes',
    rewardsCaption: 'Wartende Prämien einzeln (älteste zuerst)',
    reward: 'Prämie',
    chosen: 'Gewählt am',
    noneWaiting: 'Keine Prämie wartet auf einen Gutschein.',
    loading: 'Wird geladen …',
  },
  en: {
    heading: 'Vouchers',
    intro:
      'Voucher codes per tenant and value. When a referrer chooses a voucher, the job mails the oldest free code of that tenant and value within a minute. Without a free code the reward waits.',
    pools: 'Stock',
    poolsCaption: 'Voucher stock per tenant and value',
    tenant: 'Tenant',
    value: 'Value',
    free: 'Free',
    issued: 'Issued',
    threshold: 'Alert threshold',
    waitingCount: 'Waiting',
    state: 'State',
    low: 'Below the alert threshold',
    ok: 'Sufficient',
    own: 'own',
    standard: 'default',
    noPools: 'No stock yet: import the first codes.',
    import: 'Import codes',
    importHint:
      'A CSV file with one code per line, optionally with a header line “Code”. The file is imported whole or not at all.',
    file: 'CSV file',
    valueHint: 'In euros, e.g. 25 or 12.50.',
    valueInvalid: 'Please enter an amount in euros, e.g. 25 or 12.50.',
    chooseFile: 'Please choose a file.',
    chooseTenant: 'Please choose a tenant.',
    importButton: 'Import',
    imported: '{n} codes imported for {tenant}, {value}; {free} free now.',
    setThreshold: 'Alert threshold of a pool',
    pool: 'Pool',
    thresholdHint: 'The number of free codes below which the pool warns; leave empty for the default ({n}).',
    thresholdInvalid: 'Please enter a whole number from 0, or empty the field.',
    save: 'Save',
    saved: 'The alert threshold is saved.',
    waiting: 'Rewards waiting for a voucher',
    waitingIntro:
      'These rewards were chosen as a voucher and have no code yet, mostly because the stock is empty. They go out by themselves once codes are imported.',
    groupsCaption: 'Waiting rewards per tenant and value',
    count: 'Count',
    oldest: 'Oldest choice',
    freeCodes: 'Free codes',
    rewardsCaption: 'Waiting rewards one by one (oldest first)',
    reward: 'Reward',
    chosen: 'Chosen on',
    noneWaiting: 'No reward is waiting for a voucher.',
    loading: 'Loading …',
  },
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

/** The file's bytes as base64 (without the `data:` prefix): the server reads the bytes, not our guess of them. */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The line messages of a refused file: every field error at `body.Datei`. */
const fileMessages = (error: unknown) =>
  error instanceof ConsoleApiError
    ? error.fields.filter((f) => f.path === 'body.Datei').map((f) => f.message)
    : [];

/**
 * Vouchers (issue 15): finance sees the pools with their stock and alert, imports codes and sets a
 * pool's threshold; support and finance see the rewards waiting for a code.
 */
export default function VouchersScreen() {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const session = useConsoleSession();
  const manages = hasRight(session, 'vouchers.manage');
  const [pools, setPools] = useState<VoucherPools | null>(null);
  const [waiting, setWaiting] = useState<WaitingVouchers | null>(null);
  const [tenants, setTenants] = useState<TenantSummary[]>([]);
  const [loadError, setLoadError] = useState<unknown>();

  const load = useCallback(async () => {
    try {
      const [w, p] = await Promise.all([
        consoleFetch<WaitingVouchers>('gutscheine/wartend'),
        manages ? consoleFetch<VoucherPools>('gutscheine/bestaende') : Promise.resolve(null),
      ]);
      setWaiting(w);
      setPools(p);
    } catch (failure) {
      setLoadError(failure);
    }
  }, [manages]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (manages) consoleFetch<TenantSummary[]>('mandanten').then(setTenants, setLoadError);
  }, [manages]);

  const euro = (cents: number) => formatRewardEuro(cents, lang);
  return (
    <>
      <h1 tabIndex={-1}>{t.heading}</h1>
      <p>{t.intro}</p>
      <Notice kind="error">{loadError ? consoleErrorText(loadError) : null}</Notice>
      {manages && (
        <>
          <section className="c-section" aria-labelledby="voucher-pools">
            <h2 id="voucher-pools">{t.pools}</h2>
            {pools === null ? (
              <p role="status">{t.loading}</p>
            ) : pools.Bestaende.length === 0 ? (
              <p>{t.noPools}</p>
            ) : (
              <PoolsTable pools={pools.Bestaende} euro={euro} />
            )}
          </section>
          <ImportForm tenants={tenants} euro={euro} onImported={load} />
          {pools && pools.Bestaende.length > 0 && <ThresholdForm pools={pools} euro={euro} onSaved={load} />}
        </>
      )}
      <section className="c-section" aria-labelledby="voucher-waiting">
        <h2 id="voucher-waiting">{t.waiting}</h2>
        <p>{t.waitingIntro}</p>
        {waiting === null ? (
          <p role="status">{t.loading}</p>
        ) : waiting.Gruppen.length === 0 ? (
          <p>{t.noneWaiting}</p>
        ) : (
          <WaitingTables waiting={waiting} euro={euro} />
        )}
      </section>
    </>
  );
}

function PoolsTable({ pools, euro }: { pools: VoucherPool[]; euro: (cents: number) => string }) {
  const t = useTexts(TEXTS);
  return (
    <DataTable
      caption={t.poolsCaption}
      rows={pools}
      rowKey={(p) => `${p.Mandant}-${p.WertCent}`}
      columns={[
        { header: t.tenant, cell: (p) => p.Mandant, rowHeader: true },
        { header: t.value, cell: (p) => euro(p.WertCent) },
        { header: t.free, cell: (p) => p.Frei },
        { header: t.issued, cell: (p) => p.Ausgegeben },
        {
          header: t.threshold,
          cell: (p) => `${p.Warnschwelle} (${p.EigeneWarnschwelle ? t.own : t.standard})`,
        },
        { header: t.waitingCount, cell: (p) => p.Wartend },
        {
          header: t.state,
          cell: (p) => (
            <span className={p.Warnung ? 'c-stock-low' : 'c-stock-ok'}>{p.Warnung ? t.low : t.ok}</span>
          ),
        },
      ]}
    />
  );
}

function ImportForm({
  tenants,
  euro,
  onImported,
}: {
  tenants: TenantSummary[];
  euro: (cents: number) => string;
  onImported: () => Promise<void>;
}) {
  const t = useTexts(TEXTS);
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [tenant, setTenant] = useState('');
  const [value, setValue] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setDone('');
    const file = fileInput.current?.files?.[0];
    const cents = centsOf(value);
    const faults: Record<string, string> = {};
    if (!tenant) faults.Mandant = t.chooseTenant;
    if (cents === undefined) faults.WertCent = t.valueInvalid;
    if (!file) faults.Datei = t.chooseFile;
    setLocal(faults);
    if (Object.keys(faults).length > 0 || !file || cents === undefined) return;
    setBusy(true);
    try {
      const result = await consoleFetch<VoucherImportResult>('gutscheine/import', {
        method: 'POST',
        body: { Mandant: tenant, WertCent: cents, Datei: await base64Of(file) },
      });
      setDone(
        fill(t.imported, {
          n: result.Importiert,
          tenant: result.Mandant,
          value: euro(result.WertCent),
          free: result.Frei,
        }),
      );
      if (fileInput.current) fileInput.current.value = '';
      await onImported();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const fields = { ...fieldMessages(error), ...local };
  const lines = fileMessages(error);
  const fileError = local.Datei ? [local.Datei] : lines;
  const general = error && Object.keys(fieldMessages(error)).length === 0 ? consoleErrorText(error) : null;
  const describedBy = [`${fileId}-hint`, fileError.length > 0 ? `${fileId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <section className="c-section" aria-labelledby="voucher-import">
      <h2 id="voucher-import">{t.import}</h2>
      <Notice kind="error">{general}</Notice>
      <Notice kind="success">{done}</Notice>
      <form onSubmit={submit} noValidate>
        <SelectField
          label={t.tenant}
          value={tenant}
          onChange={setTenant}
          error={fields.Mandant}
          options={[
            { value: '', label: '–' },
            ...tenants.map((x) => ({ value: x.Key, label: `${x.Name} (${x.Key})` })),
          ]}
        />
        <Field
          label={t.value}
          hint={t.valueHint}
          value={value}
          onChange={setValue}
          error={fields.WertCent}
          inputMode="decimal"
          autoComplete="off"
        />
        <div className="c-field">
          <label htmlFor={fileId}>{t.file}</label>
          <p id={`${fileId}-hint`} className="c-hint">
            {t.importHint}
          </p>
          <input
            id={fileId}
            ref={fileInput}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            aria-invalid={fileError.length > 0 ? true : undefined}
            aria-describedby={describedBy}
          />
          {fileError.length > 0 && (
            <ul id={`${fileId}-error`} className="c-file-errors">
              {fileError.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </div>
        <button type="submit" className="c-button" disabled={busy}>
          {t.importButton}
        </button>
      </form>
    </section>
  );
}

function ThresholdForm({
  pools,
  euro,
  onSaved,
}: {
  pools: VoucherPools;
  euro: (cents: number) => string;
  onSaved: () => Promise<void>;
}) {
  const t = useTexts(TEXTS);
  const keyOf = (p: VoucherPool) => `${p.Mandant}/${p.WertCent}`;
  const [pool, setPool] = useState(() => keyOf(pools.Bestaende[0]!));
  const [threshold, setThreshold] = useState('');
  const [invalid, setInvalid] = useState('');
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setDone('');
    const text = threshold.trim();
    if (text !== '' && !/^\d{1,6}$/.test(text)) return setInvalid(t.thresholdInvalid);
    setInvalid('');
    try {
      await consoleFetch(`gutscheine/bestaende/${pool}`, {
        method: 'PUT',
        body: { Warnschwelle: text === '' ? null : Number(text) },
      });
      setDone(t.saved);
      await onSaved();
    } catch (failure) {
      setError(failure);
    }
  };

  const fields = fieldMessages(error);
  const general = error && Object.keys(fields).length === 0 ? consoleErrorText(error) : null;
  return (
    <section className="c-section" aria-labelledby="voucher-threshold">
      <h2 id="voucher-threshold">{t.setThreshold}</h2>
      <Notice kind="error">{general}</Notice>
      <Notice kind="success">{done}</Notice>
      <form onSubmit={submit} noValidate>
        <SelectField
          label={t.pool}
          value={pool}
          onChange={setPool}
          options={pools.Bestaende.map((p) => ({
            value: keyOf(p),
            label: `${p.Mandant}, ${euro(p.WertCent)}`,
          }))}
        />
        <Field
          label={t.threshold}
          hint={fill(t.thresholdHint, { n: pools.StandardWarnschwelle })}
          value={threshold}
          onChange={setThreshold}
          error={invalid || fields.Warnschwelle}
          inputMode="numeric"
          autoComplete="off"
        />
        <button type="submit" className="c-button">
          {t.save}
        </button>
      </form>
    </section>
  );
}

function WaitingTables({ waiting, euro }: { waiting: WaitingVouchers; euro: (cents: number) => string }) {
  const t = useTexts(TEXTS);
  return (
    <>
      <DataTable
        caption={t.groupsCaption}
        rows={waiting.Gruppen}
        rowKey={(g) => `${g.Mandant}-${g.WertCent}`}
        columns={[
          { header: t.tenant, cell: (g) => g.Mandant, rowHeader: true },
          { header: t.value, cell: (g) => euro(g.WertCent) },
          { header: t.count, cell: (g) => g.Anzahl },
          { header: t.oldest, cell: (g) => formatTime(g.AeltesteWahl) },
          { header: t.freeCodes, cell: (g) => g.Frei },
        ]}
      />
      <DataTable
        caption={t.rewardsCaption}
        rows={waiting.Praemien}
        rowKey={(r) => r.PraemieId}
        columns={[
          { header: t.reward, cell: (r) => <code>{r.PraemieId}</code>, rowHeader: true },
          { header: t.tenant, cell: (r) => r.Mandant },
          { header: t.value, cell: (r) => euro(r.WertCent) },
          { header: t.chosen, cell: (r) => formatTime(r.GewaehltAm) },
        ]}
      />
    </>
  );
}
