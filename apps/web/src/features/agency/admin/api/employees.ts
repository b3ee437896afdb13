import type { employeeSchema } from '@kwk/shared/agency/agency-admin.schemas';
import type { z } from 'zod';
import { agencyCall } from './agency-call.ts';

/** An agent of the agency (Mitarbeiter) as the employees tab lists them. */
export type Employee = z.infer<typeof employeeSchema>;

/** GET agentur/mitarbeiter: the agency's agents. */
export function getEmployees(token: string, signal?: AbortSignal): Promise<Employee[]> {
  return agencyCall<Employee[]>(token, 'agentur/mitarbeiter', { signal });
}

/** PUT agentur/mitarbeiter/{nr}/aktiv: deactivates or reactivates an agent; answers the agent as now stored. */
export function setEmployeeActive(token: string, number: string, active: boolean): Promise<Employee> {
  return agencyCall<Employee>(token, `agentur/mitarbeiter/${encodeURIComponent(number)}/aktiv`, {
    method: 'PUT',
    body: { Aktiv: active },
  });
}
