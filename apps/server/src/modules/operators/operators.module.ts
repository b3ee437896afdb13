import type { ProvidedBy } from '../../lib/app-module.ts';
import { defineModule } from '../../lib/app-module.ts';
import { facet } from '../../lib/facet.ts';
import { type AuditNames, auditConsoleRoutes } from '../audit/audit.api.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { mailModule } from '../mail/mail.module.ts';
import { tenantIdOfKey, tenantKeyOf } from '../tenants/tenants.api.ts';
import { createFourEyes } from './four-eyes.ts';
import { operatorEnrolmentRoutes } from './operator-enrolment.routes.ts';
import { createOperatorEnrolmentsService } from './operator-enrolments.service.ts';
import { operatorManagementRoutes } from './operator-management.routes.ts';
import { createOperatorManagementService } from './operator-management.service.ts';
import { operatorPasskeyRoutes } from './operator-passkeys.routes.ts';
import { createOperatorPasskeysService } from './operator-passkeys.service.ts';
import { createOperatorRoleGrantsRepository } from './operator-role-grants.repository.ts';
import { createOperatorRoleGrantsService } from './operator-role-grants.service.ts';
import { operatorSessionRoutes } from './operator-sessions.routes.ts';
import { createOperatorSessionsService } from './operator-sessions.service.ts';
import { createSignInAlerts } from './operator-sign-in-alert.ts';
import { createOperatorSignInAttempts } from './operator-sign-in-attempts.ts';
import { createOperatorTotpService } from './operator-totp.service.ts';
import { operatorEmailOf, operatorIdOfEmail, operatorNameOf } from './operators.queries.ts';
import { createOperatorsRepository, OPERATOR_RECORDS } from './operators.repository.ts';

type OperatorsUses = ProvidedBy<typeof auditModule> & ProvidedBy<typeof mailModule>;

/** How the audit log's screen names tenants and operators: their owners' queries. */
const auditNames: AuditNames = {
  tenantIdOfKey,
  tenantKeyOf,
  operatorIdOfEmail,
  operatorNameOf,
  operatorEmailOf,
};

/**
 * The operator console's people (issue 14): operator accounts, their passkeys and TOTP secrets,
 * enrolment links, console sessions, and the admin's management of them. Low in the graph, so
 * every module's console routes can rely on the auth hook `{ operator: right }` it backs; the
 * console's screens live with the module that owns their data.
 */
export const operatorsModule = defineModule({
  name: 'operators',
  // mail: the outbox, for the mail that tells an operator of a burst of wrong codes (decision 033)
  // and the enrolment link that goes to the invitee only (decision 032).
  needs: ['audit', 'mail'],
  services: (ctx, use: OperatorsUses) => {
    const operatorsRepository = createOperatorsRepository();
    const operatorSessions = createOperatorSessionsService({
      db: ctx.db,
      clock: ctx.clock,
      repository: operatorsRepository,
    });
    const attempts = createOperatorSignInAttempts({
      db: ctx.db,
      clock: ctx.clock,
      appSecret: ctx.config.appSecret,
      repository: operatorsRepository,
      audit: use.audit,
      alerts: createSignInAlerts({ outbox: use.outbox, audit: use.audit }),
    });
    const operatorTotp = createOperatorTotpService({
      db: ctx.db,
      clock: ctx.clock,
      appSecret: ctx.config.appSecret,
      repository: operatorsRepository,
      sessions: operatorSessions,
      attempts,
      audit: use.audit,
    });
    const operatorPasskeys = createOperatorPasskeysService({
      db: ctx.db,
      clock: ctx.clock,
      config: ctx.config,
      repository: operatorsRepository,
      sessions: operatorSessions,
      attempts,
      audit: use.audit,
    });
    const operatorEnrolments = createOperatorEnrolmentsService({
      db: ctx.db,
      clock: ctx.clock,
      config: ctx.config,
      repository: operatorsRepository,
      sessions: operatorSessions,
      totp: operatorTotp,
      passkeys: operatorPasskeys,
      audit: use.audit,
    });
    const operatorFourEyes = createFourEyes({ db: ctx.db, operators: operatorsRepository });
    const operatorRoleGrants = createOperatorRoleGrantsService({
      db: ctx.db,
      clock: ctx.clock,
      operators: operatorsRepository,
      grants: createOperatorRoleGrantsRepository(),
      sessions: operatorSessions,
      fourEyes: operatorFourEyes,
      audit: use.audit,
    });
    const operatorManagement = createOperatorManagementService({
      db: ctx.db,
      clock: ctx.clock,
      repository: operatorsRepository,
      sessions: operatorSessions,
      enrolments: operatorEnrolments,
      grants: operatorRoleGrants,
      outbox: use.outbox,
      audit: use.audit,
    });
    return {
      operatorRecords: facet(operatorsRepository, OPERATOR_RECORDS),
      operatorSessions,
      operatorTotp,
      operatorPasskeys,
      operatorEnrolments,
      operatorRoleGrants,
      operatorManagement,
      operatorFourEyes,
      /** How the audit log names tenants and operators (its screen here, support's view of a referral). */
      auditNames,
    };
  },
  consoleRoutes: (services, { db, clock }) => [
    operatorSessionRoutes(services),
    operatorPasskeyRoutes(services),
    operatorEnrolmentRoutes(services),
    operatorManagementRoutes(services),
    // The audit log's screen: served here, above the tenants and operators it names.
    auditConsoleRoutes({ audit: services.audit, names: services.auditNames, db, clock }),
  ],
});
