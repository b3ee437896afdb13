import type { OperatorRole } from '@kwk/shared/operator/operator-rights';
import type { FormEvent } from 'react';
import { useTexts } from '../../lib/console-lang.ts';
import { FormActions } from '../../ui/form-actions.tsx';
import { FormSection } from '../../ui/form-section.tsx';
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
    // The failure stands above the list (the screen's notice) or at the roles: no notice of its own.
    <FormSection id="operators-roles" heading={`${t.rolesOf} ${name}`} onSubmit={onSubmit}>
      <RoleChoice legend={t.roles} value={roles} onChange={onChange} error={error} />
      <FormActions save={t.save} cancel={t.cancel} busy={busy} onCancel={onCancel} />
    </FormSection>
  );
}
