import type { PayoutBatchDetails, ReleasePayoutBody } from '@kwk/shared/operator/payouts.schemas';
import { type FormEvent, useRef } from 'react';
import { fieldMessages } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { Field } from '../../ui/field.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useConsoleForm } from '../../ui/use-console-form.ts';
import { parseEuro } from '../cases/case-format.ts';
import { PAYOUT_TEXTS } from './payouts-texts.ts';

type Fields = 'Anzahl' | 'SummeCent' | 'Sha256Anfang';
type Errors = Partial<Record<Fields, string>>;
type Values = { count: string; sum: string; checksum: string };

/**
 * The release (issue 27): the second person enters what they compared — the count and the sum, or
 * the first characters of the checksum — and the server releases only when it matches. Errors
 * stand at their field (ours before sending, the server's after), and the focus goes to the first.
 */
export function ReleaseForm({
  batch,
  onRelease,
}: {
  batch: PayoutBatchDetails;
  /** Sends the release; answers the failure, if any. */
  onRelease: (body: ReleasePayoutBody) => Promise<unknown>;
}) {
  const t = useTexts(PAYOUT_TEXTS);
  const refs = {
    Anzahl: useRef<HTMLInputElement>(null),
    SummeCent: useRef<HTMLInputElement>(null),
    Sha256Anfang: useRef<HTMLInputElement>(null),
  };

  /** The body from the fields, or the fields' errors. */
  function read({ count, sum, checksum }: Values): { body: ReleasePayoutBody } | { errors: Errors } {
    const start = checksum.trim();
    if (start)
      return /^[0-9a-f]{8,64}$/i.test(start)
        ? { body: { Sha256Anfang: start } }
        : { errors: { Sha256Anfang: t.checksumInvalid } };
    const cents = parseEuro(sum);
    const errors: Errors = {};
    if (!/^\d{1,7}$/.test(count.trim())) errors.Anzahl = t.countInvalid;
    if (cents === undefined) errors.SummeCent = t.sumInvalid;
    return cents === undefined || errors.Anzahl
      ? { errors }
      : { body: { Anzahl: Number(count.trim()), SummeCent: cents } };
  }

  const faultsOf = (values: Values): Errors => {
    const entered = read(values);
    return 'errors' in entered ? entered.errors : {};
  };
  const form = useConsoleForm<unknown, Values>({ count: '', sum: '', checksum: '' }, { check: faultsOf });
  /** A field's value, change and message, and the ref the focus goes to when it is the first refused. */
  const field = (name: keyof Values, path: Fields) => ({
    ...form.bind(name, path),
    inputRef: refs[path],
    autoComplete: 'off',
  });

  const submit = async (event: FormEvent) => {
    const entered = read(form.values);
    let failure: unknown;
    // `onRelease` answers its failure (shown above the form too): the form throws it to hold it.
    await form.submit(async () => {
      if ('body' in entered) failure = await onRelease(entered.body);
      if (failure) throw failure;
    })(event);
    const found = 'errors' in entered ? entered.errors : fieldMessages(failure);
    const first = (['Anzahl', 'SummeCent', 'Sha256Anfang'] as const).find((f) => found[f]);
    if (first) refs[first].current?.focus();
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`release-heading-${batch.Id}`}>
      <h3 id={`release-heading-${batch.Id}`}>{t.releaseHeading}</h3>
      <p>{t.releaseIntro}</p>
      <div className="payouts-release-fields">
        <Field label={t.releaseCount} inputMode="numeric" {...field('count', 'Anzahl')} />
        <Field
          label={t.releaseSum}
          hint={t.releaseSumHint}
          inputMode="decimal"
          {...field('sum', 'SummeCent')}
        />
      </div>
      <Field
        label={t.releaseChecksum}
        hint={t.releaseChecksumHint}
        spellCheck={false}
        maxLength={64}
        {...field('checksum', 'Sha256Anfang')}
      />
      <div className="c-actions">
        <SubmitButton busy={form.busy}>{t.releaseConfirm}</SubmitButton>
      </div>
    </form>
  );
}
