import { z } from 'zod';
import { AGENT_PAGE_SIZE } from '../constants.ts';

/** An agent (Berater) a recommendation can go through (spec §3 "Agent list result"). */
export const agentSchema = z.object({
  ExterneId: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  ZipCode: z.string(),
  City: z.string(),
  /** Link to the agent's photo. */
  Photo: z.string(),
});
export type Agent = z.infer<typeof agentSchema>;

/** spec §9: the agent search is paged, page 1 and AGENT_PAGE_SIZE per page unless asked otherwise. */
export const agentSearchQuerySchema = z.object({
  query: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pagesize: z.coerce.number().int().min(1).max(50).default(AGENT_PAGE_SIZE),
});
export type AgentSearchQuery = z.infer<typeof agentSearchQuerySchema>;

export const agentListSchema = z.object({
  Content: z.array(agentSchema),
  HasNext: z.boolean(),
  PageCount: z.number().int(),
  TotalCount: z.number().int(),
});
export type AgentList = z.infer<typeof agentListSchema>;

/** A failing search shows an empty list (spec §8). */
export const EMPTY_AGENT_LIST: AgentList = { Content: [], HasNext: false, PageCount: 0, TotalCount: 0 };
