import { type ReactNode, useState } from 'react';
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

/**
 * The filter of a list whose one filter is the tenant (partner keys, webhooks): the choice is held
 * here until sent, then handed on as the list's query.
 */
export function TenantFilterForm({
  texts,
  tenants,
  onApply,
}: {
  texts: { show: string; tenant: string; allTenants: string };
  tenants: readonly { Key: string; Name: string }[];
  onApply: (tenant: string) => void;
}) {
  const [tenant, setTenant] = useState('');
  return (
    <FilterForm submit={texts.show} onApply={() => onApply(tenant)}>
      <TenantFilter
        label={texts.tenant}
        all={texts.allTenants}
        tenants={tenants}
        value={tenant}
        onChange={setTenant}
      />
    </FilterForm>
  );
}
