import { useId } from 'react';

/**
 * The select of the tenant a screen works on (content, catalogue, consent, figures, tax): each tenant by name and
 * key. Shown once the list is there; the screen keeps the choice in its address (`?mandant=`).
 */
export function TenantChoice({
  label,
  tenants,
  value,
  onChange,
  className = 'c-field',
  always = false,
}: {
  label: string;
  tenants: readonly { Key: string; Name: string }[];
  value: string;
  onChange: (key: string) => void;
  className?: string;
  /** Shown also while the list is empty (a screen whose form stands from the start). */
  always?: boolean;
}) {
  const id = useId();
  if (tenants.length === 0 && !always) return null;
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {tenants.map((m) => (
          <option key={m.Key} value={m.Key}>
            {m.Name} ({m.Key})
          </option>
        ))}
      </select>
    </div>
  );
}

/** A form's tenant select's options: none chosen yet ("–"), then each tenant by name and key. */
export const tenantSelectOptions = (tenants: readonly { Key: string; Name: string }[]) => [
  { value: '', label: '–' },
  ...tenants.map((x) => ({ value: x.Key, label: `${x.Name} (${x.Key})` })),
];
