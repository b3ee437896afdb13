import type { PayoutBatchDetails, ReleasePayoutBody } from '@kwk/shared/operator/payouts.schemas';
import { type FormEvent, useRef, useState } from 'react';
import { fieldMessages } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { Field } from '../../ui/field.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { parseEuro } from '../cases/case-format.ts';
import { PAYOUT_TEXTS } from './payouts-texts.ts';

type Fields = 'Anzahl' | 'SummeCent' | 'Sha256Anfang';

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
  const [count, setCount] = useState('');
  const [sum, setSum] = useState('');
  const [checksum, setChecksum] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [busy, setBusy] = useState(false);
  const refs = {
    Anzahl: useRef<HTMLInputElement>(null),
    SummeCent: useRef<HTMLInputElement>(null),
    Sha256Anfang: useRef<HTMLInputElement>(null),
  };

  const show = (found: Partial<Record<Fields, string>>) => {
    setErrors(found);
    const first = (['Anzahl', 'SummeCent', 'Sha256Anfang'] as const).find((f) => found[f]);
    if (first) refs[first].current?.focus();
  };

  /** The body from the fields, or the fields' errors. */
  function read(): { body: ReleasePayoutBody } | { errors: Partial<Record<Fields, string>> } {
    const start = checksum.trim();
    if (start)
      return /^[0-9a-f]{8,64}$/i.test(start)
        ? { body: { Sha256Anfang: start } }
        : { errors: { Sha256Anfang: t.checksumInvalid } };
    const cents = parseEuro(sum);
    const errors: Partial<Record<Fields, string>> = {};
    if (!/^\d{1,7}$/.test(count.trim())) errors.Anzahl = t.countInvalid;
    if (cents === undefined) errors.SummeCent = t.sumInvalid;
    return cents === undefined || errors.Anzahl
      ? { errors }
      : { body: { Anzahl: Number(count.trim()), SummeCent: cents } };
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const entered = read();
    if ('errors' in entered) return show(entered.errors);
    setBusy(true);
    try {
      show(fieldMessages(await onRelease(entered.body)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`release-heading-${batch.Id}`}>
      <h3 id={`release-heading-${batch.Id}`}>{t.releaseHeading}</h3>
      <p>{t.releaseIntro}</p>
      <div className="payouts-release-fields">
        <Field
          label={t.releaseCount}
          value={count}
          onChange={setCount}
          inputMode="numeric"
          autoComplete="off"
          inputRef={refs.Anzahl}
          error={errors.Anzahl}
        />
        <Field
          label={t.releaseSum}
          hint={t.releaseSumHint}
          value={sum}
          onChange={setSum}
          inputMode="decimal"
          autoComplete="off"
          inputRef={refs.SummeCent}
          error={errors.SummeCent}
        />
      </div>
      <Field
        label={t.releaseChecksum}
        hint={t.releaseChecksumHint}
        value={checksum}
        onChange={setChecksum}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        inputRef={refs.Sha256Anfang}
        error={errors.Sha256Anfang}
      />
      <div className="c-actions">
        <SubmitButton busy={busy}>{t.releaseConfirm}</SubmitButton>
      </div>
    </form>
  );
}
