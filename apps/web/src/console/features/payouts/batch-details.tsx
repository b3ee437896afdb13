import { formatEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { PayoutBatchDetails, PayoutItem } from '@kwk/shared/operator/payouts.schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { consoleErrorText, consoleFetch, consoleFetchRaw, fieldMessages } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { useConsoleSession } from '../../lib/console-session.ts';
import { Field } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useReauth } from '../../ui/reauth-dialog.tsx';
import { formatTime, saveDownload } from '../operations-ui/format.ts';
import { PAYOUT_TEXTS } from './payouts-texts.ts';
import { ReleaseForm } from './release-form.tsx';

/**
 * One payout batch: count, sum and checksum (what finance compares before the release), the
 * transfers masked, and the actions its state allows. Release, confirmation and returns are a
 * dangerous right: the server may ask for a fresh confirmation, which `useReauth` handles. A
 * prepared batch may be discarded (with a reason, in a dialog) by whoever may prepare one.
 */
export function BatchDetails({
  batch,
  onChanged,
  onClose,
}: {
  batch: PayoutBatchDetails;
  onChanged: (batch: PayoutBatchDetails, message: string) => Promise<void>;
  onClose: () => void;
}) {
  const t = useTexts(PAYOUT_TEXTS);
  const lang = useConsoleLang();
  const euro = (cents: number) => formatEuro(cents, lang);
  const session = useConsoleSession();
  const mayRelease = session?.Operator.Rights.includes('payouts.release') ?? false;
  const { run, dialog } = useReauth();
  const [error, setError] = useState<unknown>();
  const [statement, setStatement] = useState('');
  const [returning, setReturning] = useState<PayoutItem>();
  const [discarding, setDiscarding] = useState(false);
  const mayPrepare = session?.Operator.Rights.includes('payouts.prepare') ?? false;
  const mayReturn = mayRelease && batch.Status !== 'Vorbereitet' && batch.Status !== 'Verworfen';
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  /** Sends an action; answers the failure (also shown above), if any. */
  async function act(path: string, body: unknown, message: string): Promise<unknown> {
    try {
      const next = await run(() =>
        consoleFetch<PayoutBatchDetails>(`auszahlungen/${batch.Id}/${path}`, { method: 'POST', body }),
      );
      setError(undefined);
      await onChanged(next, message);
      return undefined;
    } catch (failure) {
      setError(failure);
      return failure;
    }
  }

  async function download() {
    try {
      await saveDownload(
        await consoleFetchRaw(`auszahlungen/${batch.Id}/datei`),
        `${batch.Nachrichtenkennung}.xml`,
      );
      setError(undefined);
    } catch (failure) {
      setError(failure);
    }
  }

  return (
    <section className="c-section" aria-labelledby={`batch-${batch.Id}`}>
      <h2 id={`batch-${batch.Id}`} ref={heading} tabIndex={-1}>
        {t.details} {batch.Nachrichtenkennung}
      </h2>
      <dl className="payouts-facts">
        <dt>{t.tenant}</dt>
        <dd>{batch.Mandant}</dd>
        <dt>{t.state}</dt>
        <dd>{t[batch.Status]}</dd>
        <dt>{t.count}</dt>
        <dd>{batch.Anzahl}</dd>
        <dt>{t.sum}</dt>
        <dd>{euro(batch.SummeCent)}</dd>
        <dt>{t.checksum}</dt>
        <dd>
          <code data-testid="payout-checksum">{batch.Sha256}</code>
        </dd>
        <dt>{t.preparedBy}</dt>
        <dd>
          {batch.VorbereitetVon}, {formatTime(batch.VorbereitetAm)}
        </dd>
        {batch.FreigegebenVon && (
          <>
            <dt>{t.releasedBy}</dt>
            <dd>
              {batch.FreigegebenVon}, {formatTime(batch.FreigegebenAm)}
            </dd>
          </>
        )}
      </dl>
      <Notice kind="error">{error ? consoleErrorText(error) : null}</Notice>

      {batch.Status === 'Vorbereitet' && !batch.DarfFreigeben && (
        <p>{batch.Posten.some((p) => p.ErneutNachRueckbuchungAm) ? t.notYoursToRelease : t.selfPrepared}</p>
      )}
      {batch.Status === 'Vorbereitet' && batch.DarfFreigeben && mayRelease && (
        <ReleaseForm batch={batch} onRelease={(body) => act('freigabe', body, t.released)} />
      )}

      {batch.Status === 'Vorbereitet' && mayPrepare && (
        <div className="c-actions">
          <button type="button" className="c-button c-button-danger" onClick={() => setDiscarding(true)}>
            {t.discard}
          </button>
        </div>
      )}

      {batch.Status !== 'Vorbereitet' && batch.Status !== 'Verworfen' && (
        <div className="c-actions">
          <button type="button" className="c-button c-button-secondary" onClick={() => void download()}>
            {t.download}
          </button>
        </div>
      )}

      {batch.Status === 'Freigegeben' && mayRelease && (
        <form
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            void act('ausfuehrung', statement.trim() ? { Kontoauszug: statement.trim() } : {}, t.confirmed);
          }}
        >
          <h3>{t.confirmHeading}</h3>
          <p>{t.confirmIntro}</p>
          <Field
            label={t.statement}
            value={statement}
            onChange={setStatement}
            maxLength={200}
            error={fieldMessages(error).Kontoauszug}
          />
          <div className="c-actions">
            <button type="submit" className="c-button">
              {t.confirmNow}
            </button>
          </div>
        </form>
      )}

      <div className="c-table-wrap">
        <table className="c-table">
          <caption>
            {t.items} ({batch.Posten.length})
          </caption>
          <thead>
            <tr>
              <th scope="col">{t.holder}</th>
              <th scope="col">{t.beneficiary}</th>
              <th scope="col">{t.iban}</th>
              <th scope="col">{t.amount}</th>
              <th scope="col">{t.itemState}</th>
              {mayReturn && (
                <th scope="col">
                  <span className="payouts-hidden">{t.returnItem}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {batch.Posten.map((item) => (
              <tr key={item.Id}>
                <th scope="row">{item.Kontoinhaber}</th>
                <td>{t[item.Beguenstigter]}</td>
                <td>
                  <code>{item.IbanMaskiert}</code>
                </td>
                <td>{euro(item.BetragCent)}</td>
                <td>
                  {t[item.Status]}
                  {item.Rueckbuchungsgrund ? ` (${item.Rueckbuchungsgrund})` : ''}
                  {item.ErneutNachRueckbuchungAm
                    ? ` · ${t.paidAgainAfterReturn} ${formatTime(item.ErneutNachRueckbuchungAm)}`
                    : ''}
                </td>
                {mayReturn && (
                  <td>
                    {item.Status !== 'Zurueckgebucht' && (
                      <button
                        type="button"
                        className="c-link"
                        aria-label={`${t.returnItem}: ${item.Kontoinhaber}, ${euro(item.BetragCent)}`}
                        onClick={() => setReturning(item)}
                      >
                        {t.returnItem}
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {returning && (
        <ReturnForm
          key={returning.Id}
          item={returning}
          onSubmit={async (reason) => {
            await act(`posten/${returning.Id}/rueckbuchung`, { Grund: reason }, t.returned);
            setReturning(undefined);
          }}
          onCancel={() => setReturning(undefined)}
        />
      )}
      <div className="c-actions">
        <button type="button" className="c-button c-button-secondary" onClick={onClose}>
          {t.close}
        </button>
      </div>
      {discarding && (
        <DiscardDialog
          batch={batch}
          onSubmit={async (reason) => {
            await act('verwerfen', { Grund: reason }, t.discarded);
            setDiscarding(false);
          }}
          onCancel={() => setDiscarding(false)}
        />
      )}
      {dialog}
    </section>
  );
}

/**
 * The reason finance gives for a discard or a return: at least three characters, else the field
 * says so and takes the focus. `reason()` answers the trimmed reason, or null when it is missing.
 */
function useRequiredReason(label: string) {
  const t = useTexts(PAYOUT_TEXTS);
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const reason = () => {
    if (value.trim().length >= 3) return value.trim();
    setMissing(true);
    input.current?.focus();
    return null;
  };
  const field = (
    <Field
      label={label}
      value={value}
      onChange={setValue}
      inputRef={input}
      maxLength={500}
      required
      error={missing ? t.reasonMissing : undefined}
    />
  );
  return { input, reason, field };
}

/**
 * Discarding a prepared batch asks for a reason in a modal dialog (native <dialog>: the page
 * behind is inert, so focus stays inside; Escape cancels; labelled by its heading; focus goes
 * back to the button that opened it).
 */
function DiscardDialog({
  batch,
  onSubmit,
  onCancel,
}: {
  batch: PayoutBatchDetails;
  onSubmit: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTexts(PAYOUT_TEXTS);
  const ref = useRef<HTMLDialogElement>(null);
  const { input, reason, field } = useRequiredReason(t.discardReason);
  const [busy, setBusy] = useState(false);
  const headingId = `discard-heading-${batch.Id}`;

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    input.current?.focus();
    return () => opener?.focus();
    // `input` is a ref, the same object for the dialog's life: this runs once, on opening.
  }, [input]);

  return (
    <dialog ref={ref} className="c-dialog" aria-labelledby={headingId} onCancel={onCancel}>
      <form
        noValidate
        onSubmit={async (e: FormEvent) => {
          e.preventDefault();
          const given = reason();
          if (given === null) return;
          setBusy(true);
          try {
            await onSubmit(given);
          } finally {
            setBusy(false);
          }
        }}
      >
        <h2 id={headingId}>
          {t.discardHeading} {batch.Nachrichtenkennung}
        </h2>
        <p>{t.discardIntro}</p>
        {field}
        <div className="c-actions">
          <button type="submit" className="c-button c-button-danger" disabled={busy}>
            {t.discardNow}
          </button>
          <button type="button" className="c-button c-button-secondary" onClick={onCancel}>
            {t.cancel}
          </button>
        </div>
      </form>
    </dialog>
  );
}

function ReturnForm({
  item,
  onSubmit,
  onCancel,
}: {
  item: PayoutItem;
  onSubmit: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTexts(PAYOUT_TEXTS);
  const { input, reason, field } = useRequiredReason(t.reason);
  useEffect(() => input.current?.focus(), [input]);
  return (
    <form
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        const given = reason();
        if (given !== null) void onSubmit(given);
      }}
    >
      <h3>
        {t.returnHeading}: {item.Kontoinhaber}
      </h3>
      <p>{t.returnIntro}</p>
      {field}
      <div className="c-actions">
        <button type="submit" className="c-button c-button-danger">
          {t.returnNow}
        </button>
        <button type="button" className="c-button c-button-secondary" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
