import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useLoaded } from '../../../lib/use-loaded.ts';
import { getEmployees } from '../admin/api/employees.ts';
import { EmployeeTable } from '../admin/employee-table.tsx';
import { LoadedView } from '../admin/loaded-view.tsx';
import type { AgencyTabProps } from '../tab-modules.ts';

/** Tab "mitarbeiter" (ability Mitarbeiter, the owner): list, deactivate and reactivate the agents. */
export default function MitarbeiterTab({ user }: AgencyTabProps) {
  const { t } = useTranslation('agency');
  const load = useCallback((signal: AbortSignal) => getEmployees(user.Token, signal), [user.Token]);
  const [employees] = useLoaded(load);
  return (
    <LoadedView state={employees} loadingText={t('employees.loading')}>
      {(list) => <EmployeeTable token={user.Token} initial={list} />}
    </LoadedView>
  );
}
