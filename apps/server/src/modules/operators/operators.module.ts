import type { ProvidedBy } from '../../lib/app-module.ts';
import { defineModule } from '../../lib/app-module.ts';
import type { auditModule } from '../audit/audit.module.ts';
import { operatorSessionRoutes } from './operator-sessions.routes.ts';
import { createOperatorSessionsService } from './operator-sessions.service.ts';
import { createOperatorTotpService } from './operator-totp.service.ts';
import { createOperatorsRepository } from './operators.repository.ts';

type OperatorsUses = ProvidedBy<typeof auditModule>;

/**
 * The operator console's people (issue 14): operator accounts, their passkeys and TOTP secrets,
 * console sessions. Low in the graph, so every module's console routes can rely on the auth hook
 * `{ operator: right }` it backs; the console's screens live with the module that owns their data.
 */
export const operatorsModule = defineModule({
  name: 'operators',
  needs: ['audit'],
  services: (ctx, use: OperatorsUses) => {
    const operatorsRepository = createOperatorsRepository();
    const operatorSessions = createOperatorSessionsService({
      db: ctx.db,
      clock: ctx.clock,
      repository: operatorsRepository,
    });
    const operatorTotp = createOperatorTotpService({
      db: ctx.db,
      clock: ctx.clock,
      appSecret: ctx.config.appSecret,
      repository: operatorsRepository,
      sessions: operatorSessions,
      audit: use.audit,
    });
    return { operatorsRepository, operatorSessions, operatorTotp };
  },
  consoleRoutes: (services) => [operatorSessionRoutes(services)],
});
