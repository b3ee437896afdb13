import type { voucherThresholdSchema } from '@kwk/shared/operator/vouchers.schemas';
import { consoleFetch } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { Field } from '../../ui/field.tsx';
import { FormSection } from '../../ui/form-section.tsx';
import { SelectField } from '../../ui/select-and-text-area-fields.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useConsoleForm } from '../../ui/use-console-form.ts';
import { type PoolFormProps, poolKey, poolOptions } from './pool-choice.ts';
import { fill, TEXTS } from './vouchers-texts.ts';

/** A pool's alert threshold: a whole number, or empty for the default. */
export function VoucherThresholdForm({ pools, euro, onSaved }: PoolFormProps) {
  const t = useTexts(TEXTS);
  const form = useConsoleForm<typeof voucherThresholdSchema, { pool: string; threshold: string }>(
    { pool: poolKey(pools.Bestaende[0]!), threshold: '' },
    {
      check: ({ threshold }) => {
        const text = threshold.trim();
        return text !== '' && !/^\d{1,6}$/.test(text) ? { Warnschwelle: t.thresholdInvalid } : {};
      },
    },
  );
  const { values, set, bind } = form;

  const submit = form.submit(async ({ pool, threshold }) => {
    const text = threshold.trim();
    await consoleFetch(`gutscheine/bestaende/${pool}`, {
      method: 'PUT',
      body: { Warnschwelle: text === '' ? null : Number(text) },
    });
    form.setDone(t.saved);
    await onSaved();
  });

  return (
    <FormSection id="voucher-threshold" heading={t.setThreshold} form={form} onSubmit={submit}>
      <SelectField
        label={t.pool}
        value={values.pool}
        onChange={set('pool')}
        options={poolOptions(pools, euro)}
      />
      <Field
        label={t.threshold}
        hint={fill(t.thresholdHint, { n: pools.StandardWarnschwelle })}
        {...bind('threshold', 'Warnschwelle')}
        inputMode="numeric"
        autoComplete="off"
      />
      <SubmitButton>{t.save}</SubmitButton>
    </FormSection>
  );
}
