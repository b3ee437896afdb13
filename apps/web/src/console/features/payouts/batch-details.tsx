import { formatEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { PayoutBatchDetails, PayoutItem } from '@kwk/shared/operator/payouts.schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { consoleErrorText, consoleFetch, fieldMessages } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { useConsoleSession } from '../../lib/console-session.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { downloadFile } from '../../ui/download.ts';
import { Field } from '../../ui/field.tsx';
import { Section } from '../../ui/form-section.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useReauth } from '../../ui/reauth-dialog.tsx';
import { SecondaryButton } from '../../ui/secondary-button.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { formatTime } from '../operations-ui/format.ts';
import { DiscardDialog, ReturnForm } from './batch-reason-forms.tsx';
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
      await downloadFile(`auszahlungen/${batch.Id}/datei`, `${batch.Nachrichtenkennung}.xml`);
      setError(undefined);
    } catch (failure) {
      setError(failure);
    }
  }

  return (
    <Section
      id={`batch-${batch.Id}`}
      heading={`${t.details} ${batch.Nachrichtenkennung}`}
      headingRef={heading}
    >
      <BatchFacts batch={batch} />
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
          <SecondaryButton onClick={() => void download()}>{t.download}</SecondaryButton>
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
            <SubmitButton>{t.confirmNow}</SubmitButton>
          </div>
        </form>
      )}

      <DataTable
        caption={
          <>
            {t.items} ({batch.Posten.length})
          </>
        }
        rows={batch.Posten}
        rowKey={(item) => item.Id}
        columns={[
          { header: t.holder, cell: (item) => item.Kontoinhaber, rowHeader: true },
          { header: t.beneficiary, cell: (item) => t[item.Beguenstigter] },
          { header: t.iban, cell: (item) => <code>{item.IbanMaskiert}</code> },
          { header: t.amount, cell: (item) => euro(item.BetragCent) },
          {
            header: t.itemState,
            cell: (item) => (
              <>
                {t[item.Status]}
                {item.Rueckbuchungsgrund ? ` (${item.Rueckbuchungsgrund})` : ''}
                {item.ErneutNachRueckbuchungAm
                  ? ` · ${t.paidAgainAfterReturn} ${formatTime(item.ErneutNachRueckbuchungAm)}`
                  : ''}
              </>
            ),
          },
          mayReturn && {
            header: <span className="c-visually-hidden">{t.returnItem}</span>,
            cell: (item) =>
              item.Status !== 'Zurueckgebucht' && (
                <button
                  type="button"
                  className="c-link"
                  aria-label={`${t.returnItem}: ${item.Kontoinhaber}, ${euro(item.BetragCent)}`}
                  onClick={() => setReturning(item)}
                >
                  {t.returnItem}
                </button>
              ),
          },
        ]}
      />

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
        <SecondaryButton onClick={onClose}>{t.close}</SecondaryButton>
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
    </Section>
  );
}

/** What finance compares before the release: tenant, state, count, sum, checksum, who and when. */
function BatchFacts({ batch }: { batch: PayoutBatchDetails }) {
  const t = useTexts(PAYOUT_TEXTS);
  const lang = useConsoleLang();
  return (
    <dl className="c-facts payouts-facts">
      <dt>{t.tenant}</dt>
      <dd>{batch.Mandant}</dd>
      <dt>{t.state}</dt>
      <dd>{t[batch.Status]}</dd>
      <dt>{t.count}</dt>
      <dd>{batch.Anzahl}</dd>
      <dt>{t.sum}</dt>
      <dd>{formatEuro(batch.SummeCent, lang)}</dd>
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
  );
}
