import type { EnrolmentMailed } from '@kwk/shared/operator/operator-management.schemas';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
import type { OutboxRecords } from '../mail/mail.api.ts';
import { enrolmentMail } from './operator-enrolment.mails.ts';
import type { OperatorEnrolmentsService } from './operator-enrolments.service.ts';
import type { OperatorRoleGrantsService } from './operator-role-grants.service.ts';
import type { OperatorSessionsService } from './operator-sessions.service.ts';
import type { OperatorRow, OperatorsRepository } from './operators.repository.ts';

/** What the operator management is built from; each use case takes the part it uses. */
export interface OperatorManagementDeps {
  db: Db;
  clock: Clock;
  repository: OperatorsRepository;
  sessions: OperatorSessionsService;
  enrolments: OperatorEnrolmentsService;
  grants: OperatorRoleGrantsService;
  outbox: Pick<OutboxRecords, 'enqueue'>;
  audit: AuditService;
}

/** What the operator management's use cases share: the operator acted on, the mailed link, a transaction. */
export function createOperatorManagementContext(
  deps: Pick<OperatorManagementDeps, 'db' | 'clock' | 'repository' | 'enrolments' | 'outbox'>,
) {
  const { db, clock, repository, enrolments, outbox } = deps;

  /** Issues a link and mails it to the operator (sealed at rest), in the caller's transaction. */
  async function mailLink(
    tx: Db,
    operator: OperatorRow,
    reason: 'invited' | 'reset',
  ): Promise<EnrolmentMailed> {
    const issued = await enrolments.issue(tx, operator.id);
    const mail = enrolmentMail({
      name: operator.name,
      link: issued.url,
      expiresAt: issued.expiresAt,
      reason,
    });
    await outbox.enqueue(
      { tenantId: null, kind: 'operator.enrolment', to: operator.email, ...mail, sealBody: true },
      tx,
      clock.now(),
    );
    return { OperatorId: operator.id, MailedTo: operator.email, ExpiresAt: issued.expiresAt.toISOString() };
  }

  async function target(id: string): Promise<OperatorRow> {
    const found = /^[0-9a-f-]{36}$/i.test(id) ? await repository.byId(db, id) : undefined;
    if (!found) throw new AppError('operator.not_found');
    return found;
  }

  const inTransaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction(async (t) => work(t));

  return { mailLink, target, inTransaction };
}

export type OperatorManagementContext = ReturnType<typeof createOperatorManagementContext>;
