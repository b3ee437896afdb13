import { type AgentList, EMPTY_AGENT_LIST } from '@kwk/shared/catalogue/agent.schemas';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET Produkt/berater; a failing search shows an empty list (spec §8), so this never throws. */
export async function searchAgents(
  query: string,
  page: number,
  signal?: AbortSignal,
): Promise<AgentList & { failed: boolean }> {
  try {
    const list = await apiFetch<AgentList>('Produkt/berater', {
      query: { query, page: String(page) },
      signal,
    });
    return { ...list, failed: false };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ...EMPTY_AGENT_LIST, failed: true };
  }
}
