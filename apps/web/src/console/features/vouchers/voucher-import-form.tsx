import type { TenantSummary } from '@kwk/shared/operator/tenants.schemas';
import type { VoucherImportResult, voucherImportSchema } from '@kwk/shared/operator/vouchers.schemas';
import { useId, useRef } from 'react';
import { ConsoleApiError, consoleFetch } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { base64Of } from '../../ui/base64-of.ts';
import { Field } from '../../ui/field.tsx';
import { FormSection } from '../../ui/form-section.tsx';
import { SelectField } from '../../ui/select-and-text-area-fields.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useConsoleForm } from '../../ui/use-console-form.ts';
import { centsOf } from './euro-input.ts';
import { type Euro, fill, TEXTS } from './vouchers-texts.ts';

/** The line messages of a refused file: every field error at `body.Datei`. */
const fileMessages = (error: unknown) =>
  error instanceof ConsoleApiError
    ? error.fields.filter((f) => f.path === 'body.Datei').map((f) => f.message)
    : [];

/** Importing a CSV file of codes into a tenant's pool of one value (all or nothing). */
export function VoucherImportForm({
  tenants,
  euro,
  onImported,
}: {
  tenants: TenantSummary[];
  euro: Euro;
  onImported: () => Promise<void>;
}) {
  const t = useTexts(TEXTS);
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useConsoleForm<typeof voucherImportSchema, { tenant: string; value: string }>(
    { tenant: '', value: '' },
    {
      check: ({ tenant, value }) => ({
        ...(tenant ? {} : { Mandant: t.chooseTenant }),
        ...(centsOf(value) === undefined ? { WertCent: t.valueInvalid } : {}),
        ...(fileInput.current?.files?.[0] ? {} : { Datei: t.chooseFile }),
      }),
    },
  );
  const { fields, bind } = form;

  const submit = form.submit(async ({ tenant, value }) => {
    const file = fileInput.current!.files![0]!;
    const result = await consoleFetch<VoucherImportResult>('gutscheine/import', {
      method: 'POST',
      body: { Mandant: tenant, WertCent: centsOf(value), Datei: await base64Of(file) },
    });
    form.setDone(
      fill(t.imported, {
        n: result.Importiert,
        tenant: result.Mandant,
        value: euro(result.WertCent),
        free: result.Frei,
      }),
    );
    if (fileInput.current) fileInput.current.value = '';
    await onImported();
  });

  const lines = fileMessages(form.error);
  const fileError = lines.length > 0 ? lines : fields.Datei ? [fields.Datei] : [];
  const describedBy = [`${fileId}-hint`, fileError.length > 0 ? `${fileId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <FormSection id="voucher-import" heading={t.import} form={form} onSubmit={submit}>
      <SelectField
        label={t.tenant}
        {...bind('tenant', 'Mandant')}
        options={[
          { value: '', label: '–' },
          ...tenants.map((x) => ({ value: x.Key, label: `${x.Name} (${x.Key})` })),
        ]}
      />
      <Field
        label={t.value}
        hint={t.valueHint}
        {...bind('value', 'WertCent')}
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
      <SubmitButton busy={form.busy}>{t.importButton}</SubmitButton>
    </FormSection>
  );
}
