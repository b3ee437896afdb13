import { OPERATOR_ROLES, type OperatorRole } from '@kwk/shared/operator/operator-rights';
import { useId } from 'react';
import { useConsoleLang } from '../../lib/console-lang.ts';

export const ROLE_NAMES: Record<OperatorRole, { de: string; en: string }> = {
  admin: { de: 'Administration', en: 'Admin' },
  support: { de: 'Support', en: 'Support' },
  finance: { de: 'Finanzen', en: 'Finance' },
};

/** The roles as a group of checkboxes with its legend and its error. */
export function RoleChoice({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: OperatorRole[];
  onChange: (roles: OperatorRole[]) => void;
  error?: string | undefined;
}) {
  const lang = useConsoleLang();
  const id = useId();
  return (
    <fieldset className="c-roles" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {OPERATOR_ROLES.map((role) => (
        <label key={role}>
          <input
            type="checkbox"
            checked={value.includes(role)}
            onChange={(e) => onChange(e.target.checked ? [...value, role] : value.filter((r) => r !== role))}
          />
          {ROLE_NAMES[role][lang]}
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} className="c-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
