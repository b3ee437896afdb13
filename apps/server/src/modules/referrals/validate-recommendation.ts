import type { Language } from '@kwk/shared/errors/error-codes';
import { emailIdentity } from '@kwk/shared/referrals/email-identity';
import type { RecommendationCreateBody } from '@kwk/shared/referrals/referral.schemas';
import { campaignBonusCent } from '@kwk/shared/referrals/splits';
import { hidesCompanyProducts } from '@kwk/shared/routes/page-paths';
import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';
import { berlinDate } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { eligibilityProof } from '../accounts/accounts.api.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import { promisedRewardCentOf } from './promised-reward.ts';
import type { ReferralsDeps, RequestOrigin } from './referrals.deps.ts';
import { recipientIdentityHash } from './referrals.rules.ts';
import { OPTIN_TTL_MS } from './send-optin.ts';

/** The agent a recommendation goes through; the spec's body has the field under two names. */
export const agentNumberOf = (body: RecommendationCreateBody) =>
  body.Empfehlung.Agentennummer || body.Empfehlung.AgentNumber || undefined;

// An agent is named by a referrer choosing one in the public search (ModuleAgentRecommendation),
// or by an agency's employee recommending as themself (/mitarbeiterempfehlen, ModuleAgenturbereich):
// then the number is the one of their own session (`employeeAgent`, issue 27 item 13), never one
// typed into the public call, so no one recommends in another agent's name.
const agentAllowed = async (
  deps: Pick<ReferralsDeps, 'agents'>,
  tenant: Tenant,
  externeId: string,
  employeeAgent: string | undefined,
  tx: Db,
) =>
  (employeeAgent === undefined
    ? tenant.mandant.Modules.ModuleAgentRecommendation
    : tenant.mandant.Modules.ModuleAgenturbereich && employeeAgent === externeId) &&
  (await deps.agents.byExterneId(tenant.id, externeId, tx)) !== undefined;

/**
 * The body (checked by the shared schema at the route) against the catalogue, campaigns and
 * agents; 400 with every field.
 */
export async function validateRecommendation(
  deps: Pick<ReferralsDeps, 'clock' | 'config' | 'referrers' | 'referrals' | 'agents'>,
  tenant: Tenant,
  body: RecommendationCreateBody,
  lang: Language,
  origin: RequestOrigin,
  tx: Db,
  employeeAgent: string | undefined,
) {
  // The referrer's account is written with the checks' read; a refusal rolls it back.
  const now = deps.clock.now();
  const recipientEmailIdentity = recipientIdentityHash(
    deps.config.appSecret,
    emailIdentity(body.Empfaenger.Email),
  );
  const referrerUpsert = deps.referrers.upsert(tx, {
    tenantId: tenant.id,
    email: body.Empfehler.Email,
    emailIdentity: emailIdentity(body.Empfehler.Email),
    vorname: body.Empfehler.Vorname,
    nachname: body.Empfehler.Nachname,
    language: lang,
    // The schema refused the body without the confirmation; its proof goes with the account.
    ...eligibilityProof(lang, now, origin),
    ...(tenant.mandant.Rules.EmpfehlerAdresse && body.Empfehler.Adresse
      ? { address: body.Empfehler.Adresse }
      : {}),
  });
  const context = await deps.referrals.createContext(tx, referrerUpsert, {
    tenantId: tenant.id,
    productId: body.Empfehlung.Produkt,
    hidden: tenant.mandant.Rules.HiddenProductIds,
    hideCompanyProducts: hidesCompanyProducts(tenant.mandant.Modules),
    recipientEmailIdentity,
    today: berlinDate(now),
    now,
    pendingSince: new Date(now.getTime() - OPTIN_TTL_MS),
  });
  const fields: { path: string; message: string }[] = [];
  const m = VALIDATION_MESSAGES[lang];
  if (!context.product)
    fields.push({
      path: 'body.Empfehlung.Produkt',
      message: m.invalidField(lang === 'en' ? 'Product' : 'Produkt'),
    });
  const agentNumber = agentNumberOf(body);
  if (agentNumber && !(await agentAllowed(deps, tenant, agentNumber, employeeAgent, tx)))
    fields.push({
      path: 'body.Empfehlung.Agentennummer',
      message: m.invalidField(lang === 'en' ? 'Agent' : 'Berater'),
    });
  const ticked = new Set(body.Empfehlung.Aktionen.filter((a) => a.abgehakt).map((a) => a.AktionsId));
  for (const { AktionsId, Zustimmung } of context.activeCampaigns) {
    if (Zustimmung && !ticked.has(AktionsId))
      fields.push({ path: `body.Empfehlung.Aktionen.${AktionsId}`, message: m.consent });
  }
  if (fields.length > 0) throw new AppError('common.validation', { fields });
  return {
    campaignBonusCent: campaignBonusCent(context.activeCampaigns, ticked),
    promisedRewardCent: promisedRewardCentOf(context.product?.rewardCents ?? []),
    now,
    recipientEmailIdentity,
    referrer: context.referrer,
    takenByOther: context.takenByOther,
  };
}
