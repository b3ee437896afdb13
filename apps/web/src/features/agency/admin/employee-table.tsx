import { useState } from 'react';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { failureText } from '../../../lib/error-text.ts';
import { StatusAndAlert } from '../components/status-and-alert.tsx';
import { AdminTable } from './admin-table.tsx';
import { type Employee, setEmployeeActive } from './api/employees.ts';

/**
 * The agency's agents with a switch per row. The button stays the same element when its label
 * flips, so focus stays on it; the change is announced in the live region below the table.
 */
export function EmployeeTable({ token, initial }: { token: string; initial: Employee[] }) {
  const { t } = useTranslation('agency');
  const [employees, setEmployees] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  async function toggle(employee: Employee) {
    const name = `${employee.Vorname} ${employee.Nachname}`;
    setBusy(employee.Agentennummer);
    setFailure(null);
    setAnnouncement('');
    try {
      const saved = await setEmployeeActive(token, employee.Agentennummer, !employee.Aktiv);
      setEmployees((list) => list.map((e) => (e.Agentennummer === saved.Agentennummer ? saved : e)));
      setAnnouncement(t(saved.Aktiv ? 'employees.reactivated' : 'employees.deactivated', { name }));
    } catch (error) {
      setFailure(failureText(error, currentLanguage()));
    } finally {
      setBusy(null);
    }
  }

  if (employees.length === 0) return <p>{t('employees.empty')}</p>;
  return (
    <>
      <AdminTable
        caption={t('employees.caption')}
        columns={[
          { label: t('employees.number') },
          { label: t('employees.name') },
          { label: t('employees.town') },
          { label: t('employees.active') },
          { label: t('employees.recommendations'), number: true },
          { label: t('employees.action') },
        ]}
      >
        {employees.map((employee) => {
          const name = `${employee.Vorname} ${employee.Nachname}`;
          return (
            <tr key={employee.Agentennummer}>
              <td>{employee.Agentennummer}</td>
              <th scope="row">{name}</th>
              <td>{employee.Ort}</td>
              <td>{t(employee.Aktiv ? 'employees.yes' : 'employees.no')}</td>
              <td className="admin-table__number">{employee.Empfehlungen}</td>
              <td>
                <button
                  type="button"
                  className="button"
                  aria-label={t(employee.Aktiv ? 'employees.deactivateLabel' : 'employees.reactivateLabel', {
                    name,
                  })}
                  aria-disabled={busy === employee.Agentennummer || undefined}
                  onClick={() => busy === null && toggle(employee)}
                >
                  {t(employee.Aktiv ? 'employees.deactivate' : 'employees.reactivate')}
                </button>
              </td>
            </tr>
          );
        })}
      </AdminTable>
      <StatusAndAlert status={announcement} error={failure} statusClass="form__status" />
    </>
  );
}
