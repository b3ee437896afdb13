import { and, eq } from 'drizzle-orm';
import { agencies, agencyAgents } from '../../modules/agency/agency.table.ts';
import type { Db } from '../client.ts';
import { upsertChanged } from './upsert-changed.ts';

/** One demo agency: its master data and the numbers of its agents (agents of the tenant's catalogue). */
export interface AgencySeed {
  department: string;
  name: string;
  strasse: string;
  plz: string;
  ort: string;
  email: string;
  telefon: string;
  ustId: string;
  provisionCent: number;
  agents: string[];
}

/** The partner tenant's two demo agencies (issue 13), splitting its agents between them. */
export const DEMO_AGENCIES: Record<string, AgencySeed[]> = {
  partner: [
    {
      department: 'agentur-nord',
      name: 'Vertriebsagentur Nord GmbH',
      strasse: 'Speicherstadt 12',
      plz: '20457',
      ort: 'Hamburg',
      email: 'kontakt@agentur-nord.example',
      telefon: '040 1234560',
      ustId: 'DE123456789',
      provisionCent: 2500,
      agents: ['B-1001', 'B-1004', 'B-1006', 'B-1008', 'B-1009', 'B-1013', 'B-1014'],
    },
    {
      department: 'agentur-sued',
      name: 'Agentur Süd & West KG',
      strasse: 'Maximilianstraße 5',
      plz: '80539',
      ort: 'München',
      email: 'info@agentur-suedwest.example',
      telefon: '089 7654320',
      ustId: 'DE987654321',
      provisionCent: 3000,
      agents: ['B-1002', 'B-1003', 'B-1005', 'B-1007', 'B-1010', 'B-1011', 'B-1012'],
    },
  ],
};

/** Writes a tenant's demo agencies and their agents; rows equal to the file are left alone. */
export async function seedAgencies(db: Db, tenantId: string, seeds: AgencySeed[] = []): Promise<number> {
  let changed = 0;
  for (const { agents, ...agency } of seeds) {
    changed += await upsertChanged(db, agencies, [{ tenantId, ...agency }], {
      target: [agencies.tenantId, agencies.department],
      columns: ['name', 'strasse', 'plz', 'ort', 'email', 'telefon', 'ustId', 'provisionCent'],
    });
    const [row] = await db
      .select({ id: agencies.id })
      .from(agencies)
      .where(and(eq(agencies.tenantId, tenantId), eq(agencies.department, agency.department)));
    if (agents.length === 0) continue;
    changed += await upsertChanged(
      db,
      agencyAgents,
      agents.map((agentNumber) => ({ tenantId, agentNumber, agencyId: row!.id })),
      { target: [agencyAgents.tenantId, agencyAgents.agentNumber], columns: ['agencyId'] },
    );
  }
  return changed;
}
