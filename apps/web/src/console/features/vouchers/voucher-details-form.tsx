import type { VoucherPool, voucherDetailsSchema } from '@kwk/shared/operator/vouchers.schemas';
import { consoleFetch } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { Field } from '../../ui/field.tsx';
import { FormSection } from '../../ui/form-section.tsx';
import { SelectField, TextAreaField } from '../../ui/select-and-text-area-fields.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useConsoleForm } from '../../ui/use-console-form.ts';
import { type PoolFormProps, poolKey, poolOptions } from './pool-choice.ts';
import { TEXTS } from './vouchers-texts.ts';

type Values = {
  pool: string;
  Anbieter: string;
  GueltigBis: string;
  EinloesungDe: string;
  EinloesungEn: string;
  EinloeseUrl: string;
};

/** The form's values for a pool: what it has, empty where it has nothing yet. */
const valuesOf = (p: VoucherPool): Values => ({
  pool: poolKey(p),
  Anbieter: p.Anbieter ?? '',
  GueltigBis: p.GueltigBis ?? '',
  EinloesungDe: p.EinloesungDe ?? '',
  EinloesungEn: p.EinloesungEn ?? '',
  EinloeseUrl: p.EinloeseUrl ?? '',
});

/**
 * What people read about a pool's codes (issue 30, item 5): shop or brand, valid until, how to
 * redeem in German and English, an https link. The server checks the fields (voucherDetailsSchema)
 * and its messages stand at them. Choosing a pool fills in what it has.
 */
export function VoucherDetailsForm({ pools, euro, onSaved }: PoolFormProps) {
  const t = useTexts(TEXTS);
  const form = useConsoleForm<ReturnType<typeof voucherDetailsSchema>, Values>(valuesOf(pools.Bestaende[0]!));
  const { values, bind } = form;

  const choose = (key: string) => {
    const pool = pools.Bestaende.find((p) => poolKey(p) === key);
    if (pool) form.setValues(valuesOf(pool));
  };

  const submit = form.submit(async ({ pool, ...body }) => {
    await consoleFetch(`gutscheine/bestaende/${pool}/angaben`, { method: 'PUT', body });
    form.setDone(t.detailsSaved);
    await onSaved();
  });

  return (
    <FormSection
      id="voucher-details"
      heading={t.setDetails}
      intro={t.detailsIntro}
      form={form}
      onSubmit={submit}
    >
      <SelectField label={t.pool} value={values.pool} onChange={choose} options={poolOptions(pools, euro)} />
      <Field
        label={t.shop}
        hint={t.shopHint}
        {...bind('Anbieter', 'Anbieter')}
        maxLength={80}
        autoComplete="off"
      />
      <Field label={t.validUntil} hint={t.validUntilHint} type="date" {...bind('GueltigBis', 'GueltigBis')} />
      <TextAreaField label={t.redeemDe} {...bind('EinloesungDe', 'EinloesungDe')} maxLength={500} lang="de" />
      <TextAreaField
        label={t.redeemEn}
        hint={t.redeemEnHint}
        {...bind('EinloesungEn', 'EinloesungEn')}
        maxLength={500}
        lang="en"
      />
      <Field
        label={t.redeemUrl}
        hint={t.redeemUrlHint}
        type="url"
        inputMode="url"
        {...bind('EinloeseUrl', 'EinloeseUrl')}
        autoComplete="off"
      />
      <SubmitButton busy={form.busy}>{t.save}</SubmitButton>
    </FormSection>
  );
}
