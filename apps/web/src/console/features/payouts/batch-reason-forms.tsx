import type { PayoutBatchDetails, PayoutItem } from '@kwk/shared/operator/payouts.schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTexts } from '../../lib/console-lang.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { PAYOUT_TEXTS } from './payouts-texts.ts';

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
export function DiscardDialog({
  batch,
  onSubmit,
  onCancel,
}: {
  batch: PayoutBatchDetails;
  onSubmit: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTexts(PAYOUT_TEXTS);
  const { input, reason, field } = useRequiredReason(t.discardReason);
  return (
    <ConfirmDialog
      headingId={`discard-heading-${batch.Id}`}
      heading={
        <>
          {t.discardHeading} {batch.Nachrichtenkennung}
        </>
      }
      confirm={t.discardNow}
      cancel={t.cancel}
      danger
      initialFocus={input}
      onConfirm={() => {
        const given = reason();
        return given === null ? undefined : onSubmit(given);
      }}
      onCancel={onCancel}
    >
      <p>{t.discardIntro}</p>
      {field}
    </ConfirmDialog>
  );
}

/** Booking one item back (the bank returned it): a reason, then the return. */
export function ReturnForm({
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
      <FormActions save={t.returnNow} cancel={t.cancel} danger onCancel={onCancel} />
    </form>
  );
}
