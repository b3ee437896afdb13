import type { OperatorRole } from '@kwk/shared/operator/operator-rights';
import type { FormEvent } from 'react';
import { useTexts } from '../../lib/console-lang.ts';
import { FormActions } from '../../ui/form-actions.tsx';
import { TEXTS } from './operators-texts.ts';
import { RoleChoice } from './role-choice.tsx';

/** Changing another operator's roles: the roles to hold, then save or cancel. */
export function RolesForm({
  name,
  roles,
  onChange,
  error,
  busy,
  onSubmit,
  onCancel,
}: {
  name: string;
  roles: OperatorRole[];
  onChange: (roles: OperatorRole[]) => void;
  error: string | undefined;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
}) {
  const t = useTexts(TEXTS);
  return (
    <section aria-labelledby="operators-roles" className="c-section">
      <h2 id="operators-roles">
        {t.rolesOf} {name}
      </h2>
      <form onSubmit={onSubmit} noValidate>
        <RoleChoice legend={t.roles} value={roles} onChange={onChange} error={error} />
        <FormActions save={t.save} cancel={t.cancel} busy={busy} onCancel={onCancel} />
      </form>
    </section>
  );
}
