import type { ReactNode } from 'react';
import { SelectField } from '../../ui/select-and-text-area-fields.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';

/**
 * The filters above an operations list (dead letters, outbox, partner keys): its selects as the
 * operator sets them, applied when sent (`onApply`; the list then starts on its first page).
 */
export function FilterForm({
  submit,
  onApply,
  children,
}: {
  submit: string;
  onApply: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="ops-filters"
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      {children}
      <div className="c-field">
        <SubmitButton>{submit}</SubmitButton>
      </div>
    </form>
  );
}

/** A filter's tenant: every tenant (the empty value, named `all`) or one, by name and key. */
export function TenantFilter({
  label,
  all,
  tenants,
  value,
  onChange,
}: {
  label: string;
  all: string;
  tenants: readonly { Key: string; Name: string }[];
  value: string;
  onChange: (key: string) => void;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      onChange={onChange}
      options={[
        { value: '', label: all },
        ...tenants.map((x) => ({ value: x.Key, label: `${x.Name} (${x.Key})` })),
      ]}
    />
  );
}
