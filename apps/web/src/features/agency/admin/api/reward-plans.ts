import type {
  agentRewardPlanSchema,
  RewardPlanForm as RewardPlanBody,
  rewardPlanSchema,
} from '@kwk/shared/agency/agency-admin.schemas';
import type { Product } from '@kwk/shared/catalogue/catalogue.schemas';
import type { z } from 'zod';
import { apiFetch } from '../../../../lib/api-client.ts';
import { agencyCall } from './agency-call.ts';

/** An agency's reward plan (Praemienplan). */
export type RewardPlan = z.infer<typeof rewardPlanSchema>;

/** GET agentur/praemienplan: the agency's reward plans. */
export function getRewardPlans(token: string, signal?: AbortSignal): Promise<RewardPlan[]> {
  return agencyCall<RewardPlan[]>(token, 'agentur/praemienplan', { signal });
}

/** POST agentur/praemienplan: adds a plan (ability PraemienplanBearbeiten); answers the stored plan. */
export function addRewardPlan(token: string, body: RewardPlanBody): Promise<RewardPlan> {
  return agencyCall<RewardPlan>(token, 'agentur/praemienplan', { method: 'POST', body });
}

/** DELETE agentur/praemienplan/{id} (ability PraemienplanBearbeiten). */
export async function deleteRewardPlan(token: string, id: string): Promise<void> {
  await agencyCall<unknown>(token, `agentur/praemienplan/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

/** GET produkt: the tenant's products (the catalogue's public call), for the plan's product choice. */
export function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiFetch<Product[]>('produkt', { signal });
}

/** A plan as an agent's recommendations show it (no dates, nothing else of the agency). */
export type AgentRewardPlan = z.infer<typeof agentRewardPlanSchema>;

/**
 * GET agentur/praemienplan/agent/{nr} (public): the active reward plans of the agency behind an
 * agent number (none for a number no agency knows).
 */
export function getAgentRewardPlans(agentNumber: string, signal?: AbortSignal): Promise<AgentRewardPlan[]> {
  return apiFetch<AgentRewardPlan[]>(`agentur/praemienplan/agent/${encodeURIComponent(agentNumber)}`, {
    signal,
  });
}
