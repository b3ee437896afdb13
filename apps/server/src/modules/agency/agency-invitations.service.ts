import { randomBytes } from 'node:crypto';
import type { LoginResponse } from '@kwk/shared/accounts/account.schemas';
import { INVITATION_KINDS, type InvitationBody } from '@kwk/shared/agency/agency-admin.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';
import { emailIdentity } from '@kwk/shared/referrals/email-identity';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { keyedIdentity } from '../../lib/secret-box.ts';
import { AppError } from '../../plugins/app-error.ts';
import { type AccountsService, type Caller, hashPassword } from '../accounts/accounts.api.ts';
import type { AgentRecords } from '../agents/agents.api.ts';
import type { CaptchaService } from '../captcha/captcha.api.ts';
import { mailVoice, type OutboxRecords, outboxRow } from '../mail/mail.api.ts';
import { portalOrigin, type Tenant } from '../tenants/tenants.api.ts';
import { hashToken } from '../tokens/tokens.api.ts';
import { INVITATION_DAYS, invitationMail } from './agency-invitation.mails.ts';
import type { AgencyInvitationsRepository } from './agency-invitations.repository.ts';
import { type AgencyPrincipal, requireAgencyArea } from './agency-sessions.service.ts';

const INVITATION_TTL_MS = INVITATION_DAYS * 86_400_000;

interface Deps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'appSecret' | 'deployEnv' | 'publicUrl'>;
  captcha: CaptchaService;
  outbox: OutboxRecords;
  agents: AgentRecords;
  accounts: AccountsService;
  invitations: AgencyInvitationsRepository;
}

/**
 * Invitations (spec §3 Einladung, §7 `PUT Einladung`): an agency user invites an agent (Art
 * Mitarbeiter, with the agent number their recommendations will carry) or a recommender (Art
 * Empfehler); the invited person gets a mail with a registration link (14 days, once) and, taking
 * it up with a password, an account of the personal area — an agent also the agent and the link
 * to the agency. The address is known by a keyed hash, so one address is invited once per tenant.
 */
export function createAgencyInvitationsService(deps: Deps) {
  const { db, clock, config, invitations } = deps;
  const identityOf = (email: string) =>
    keyedIdentity(config.appSecret, 'agency.invitation', emailIdentity(email));

  /** The §5 field message of an agent number that is an agent's, or promised to another invitation. */
  async function refuseTakenNumber(tenant: Tenant, number: string, identity: string, lang: Language) {
    const taken =
      (await deps.agents.byNumber(db, tenant.id, number)) !== undefined ||
      (await invitations.numberLinked(db, tenant.id, number)) ||
      (await invitations.numberPromised(db, {
        tenantId: tenant.id,
        number,
        exceptIdentity: identity,
        now: clock.now(),
      }));
    if (!taken) return;
    throw new AppError('common.validation', {
      fields: [
        {
          path: 'body.Mitarbeiternummer',
          message:
            lang === 'en'
              ? 'This employee number is already taken.'
              : 'Diese Mitarbeiternummer ist bereits vergeben.',
        },
      ],
    });
  }

  /** The open invitation of a registration token, or the §8-style 401 for any other. */
  async function openInvitation(tx: Db, tenant: Tenant, token: string, lock = false) {
    const found = await invitations.openByToken(tx, {
      tenantId: tenant.id,
      tokenHash: hashToken(token),
      now: clock.now(),
      lock,
    });
    if (!found) throw new AppError('agency.invitation_invalid');
    return found;
  }

  /** spec §9: like recommending, a captcha only where the tenant switched the friendly captcha on. */
  const isCaptchaRequired = (tenant: Tenant) => tenant.mandant.Brand.Features.FriendlyCaptcha;

  return {
    isCaptchaRequired,

    maskData: (principal: AgencyPrincipal) => ({
      Agentur: principal.agency.name,
      Arten: [...INVITATION_KINDS],
    }),

    /**
     * `PUT Einladung` with the body (checked at the route): the data's own checks before the
     * captcha (a form error does not spend it, decision 012), then the invitation, its token and
     * its mail in one transaction.
     */
    async invite(
      tenant: Tenant,
      principal: AgencyPrincipal,
      body: InvitationBody,
      input: { lang: Language; captcha: string | undefined },
    ): Promise<{ Id: string; Email: string }> {
      const identity = identityOf(body.Email);
      const number = body.Art === 'Mitarbeiter' ? (body.Mitarbeiternummer ?? null) : null;
      if (number) await refuseTakenNumber(tenant, number, identity, input.lang);
      if (isCaptchaRequired(tenant)) await deps.captcha.verify(tenant, input.captcha);

      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      return db.transaction(async (tx) => {
        const id = await invitations.insert(tx, {
          tenantId: tenant.id,
          agencyId: principal.agency.id,
          invitedBy: principal.user.id,
          vorname: body.Vorname,
          nachname: body.Nachname,
          email: body.Email,
          emailIdentity: identity,
          art: body.Art,
          mitarbeiternummer: number,
          tokenHash: hashToken(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        });
        if (!id) throw new AppError('agency.invitation_exists');
        const link = `${portalOrigin(tenant, config)}/registrieren?einladung=${token}`;
        const mail = invitationMail(mailVoice(tenant.mandant.Brand, input.lang), {
          brand: tenant.mandant.Brand.Name,
          agency: principal.agency.name,
          invitation: { ...body, Mitarbeiternummer: number },
          link,
        });
        await deps.outbox.insert(
          tx,
          outboxRow({ tenantId: tenant.id, kind: 'agency.invitation', to: body.Email, ...mail }, now),
        );
        return { Id: id, Email: body.Email };
      });
    },

    /** `POST Einladung/pruefen`: whom the registration link invites, for the registration page. */
    async byToken(tenant: Tenant, token: string) {
      requireAgencyArea(tenant);
      const { invitation, agency } = await openInvitation(db, tenant, token);
      return {
        Vorname: invitation.vorname,
        Nachname: invitation.nachname,
        Email: invitation.email,
        Agentur: agency.name,
        Art: invitation.art === 'Mitarbeiter' ? ('Mitarbeiter' as const) : ('Empfehler' as const),
      };
    },

    /**
     * `POST Einladung/annehmen`: in one transaction the agent (Art Mitarbeiter: active, with the
     * invitation's number, linked to the agency), the account with the chosen password, and the
     * invitation accepted with its token spent; answers the signed-in referrer like a login.
     */
    async accept(
      tenant: Tenant,
      body: { Token: string; Passwort: string },
      caller: Caller,
    ): Promise<LoginResponse> {
      requireAgencyArea(tenant);
      // The cheap check first: a wrong link costs no password hash.
      await openInvitation(db, tenant, body.Token);
      const passwordHash = await hashPassword(body.Passwort);
      return db.transaction(async (tx) => {
        const { invitation, agency } = await openInvitation(tx, tenant, body.Token, true);
        const now = clock.now();
        if (invitation.art === 'Mitarbeiter' && invitation.mitarbeiternummer) {
          const added = await deps.agents.add(tx, {
            tenantId: tenant.id,
            externeId: invitation.mitarbeiternummer,
            vorname: invitation.vorname,
            nachname: invitation.nachname,
            // Where the agent works, for the agent search: their agency's town.
            plz: agency.plz,
            ort: agency.ort,
            aktiv: true,
          });
          if (!added) throw new AppError('agency.agent_number_taken');
          await invitations.linkAgent(tx, {
            tenantId: tenant.id,
            agentNumber: invitation.mitarbeiternummer,
            agencyId: agency.id,
          });
        }
        const signedIn = await deps.accounts.registerWithPassword(
          tx,
          tenant,
          {
            email: invitation.email,
            vorname: invitation.vorname,
            nachname: invitation.nachname,
            passwordHash,
          },
          caller,
        );
        await invitations.markAccepted(tx, invitation.id, now);
        return signedIn;
      });
    },
  };
}

export type AgencyInvitationsService = ReturnType<typeof createAgencyInvitationsService>;
