import type { ProvidedBy } from '../../lib/app-module.ts';
import type { accountsModule } from '../accounts/accounts.module.ts';
import type { agentsModule } from '../agents/agents.module.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { captchaModule } from '../captcha/captcha.module.ts';
import type { catalogueModule } from '../catalogue/catalogue.module.ts';
import type { contentModule } from '../content/content.module.ts';
import type { lifecycleModule } from '../lifecycle/lifecycle.module.ts';
import type { mailModule } from '../mail/mail.module.ts';
import type { referralsModule } from '../referrals/referrals.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import type { tokensModule } from '../tokens/tokens.module.ts';
import type { webhooksModule } from '../webhooks/webhooks.module.ts';
import type { AgencySessionsService } from './agency-sessions.service.ts';
import type { AgencyUsersRepository } from './agency-users.repository.ts';

/** What the agency module's parts may use of the modules below it (its `needs`). */
export type AgencyUses = ProvidedBy<typeof tenantsModule> &
  ProvidedBy<typeof auditModule> &
  ProvidedBy<typeof tokensModule> &
  ProvidedBy<typeof mailModule> &
  ProvidedBy<typeof contentModule> &
  ProvidedBy<typeof catalogueModule> &
  ProvidedBy<typeof captchaModule> &
  ProvidedBy<typeof agentsModule> &
  ProvidedBy<typeof accountsModule> &
  ProvidedBy<typeof referralsModule> &
  ProvidedBy<typeof lifecycleModule> &
  ProvidedBy<typeof webhooksModule>;

export const AGENCY_NEEDS = [
  'tenants',
  'audit',
  'tokens',
  'mail',
  'content',
  'catalogue',
  'captcha',
  'agents',
  'accounts',
  'referrals',
  'lifecycle',
] as const;

/** The module's base every part builds on: agencies, users and sessions. */
export interface AgencyBase {
  agencyUsers: AgencyUsersRepository;
  agencySessions: AgencySessionsService;
}
