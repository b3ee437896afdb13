import type { employeeSchema } from '@kwk/shared/agency/agency-admin.schemas';
import type { z } from 'zod';
import { apiFetch } from '../../../../lib/api-client.ts';

/** An agent of the agency (Mitarbeiter) as the employees tab lists them. */
export type Employee = z.infer<typeof employeeSchema>;

/** GET agentur/mitarbeiter: the agency's agents. */
export function getEmployees(token: string, signal?: AbortSignal): Promise<Employee[]> {
  return apiFetch<Employee[]>('agentur/mitarbeiter', { bearer: token, signal });
}

/** PUT agentur/mitarbeiter/{nr}/aktiv: deactivates or reactivates an agent; answers the agent as now stored. */
export function setEmployeeActive(token: string, number: string, active: boolean): Promise<Employee> {
  return apiFetch<Employee>(`agentur/mitarbeiter/${encodeURIComponent(number)}/aktiv`, {
    method: 'PUT',
    bearer: token,
    body: { Aktiv: active },
  });
}
