import type { Language } from '@kwk/shared/errors/error-codes';
import type {
  ConsoleCategoryInput,
  ConsoleFootnoteInput,
  ConsolePairInput,
  ConsoleProductInput,
  ConsoleRewardInput,
} from '@kwk/shared/operator/catalogue.schemas';
import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';
import type { Db } from '../../db/client.ts';
import type { ProposeMoneyRaise } from '../../lib/money-raise.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
import type { ContentRecords } from '../content/content.api.ts';
import { type ConsoleTenantWrite, consoleTenantWriter, type TenantCache } from '../tenants/tenants.api.ts';
import type { CatalogueConsoleRepository } from './catalogue-console.repository.ts';

export type CatalogueKind = 'categories' | 'products' | 'pairs' | 'rewards' | 'footnotes';
export interface CatalogueInputs {
  categories: ConsoleCategoryInput;
  products: ConsoleProductInput;
  pairs: ConsolePairInput;
  rewards: ConsoleRewardInput;
  footnotes: ConsoleFootnoteInput;
}

/** The kinds whose change can raise money (decision 047): a reward row, a product's rewards. */
export type MoneyKind = 'rewards' | 'products';

/** The audit's name of each kind. */
export const SUBJECT: Record<CatalogueKind, string> = {
  categories: 'category',
  products: 'product',
  pairs: 'pair',
  rewards: 'reward',
  footnotes: 'footnote',
};

export const fieldError = (lang: Language, field: string) =>
  new AppError('common.validation', {
    fields: [{ path: `body.${field}`, message: VALIDATION_MESSAGES[lang].invalidField(field) }],
  });

export interface CatalogueConsoleDeps {
  db: Db;
  repository: CatalogueConsoleRepository;
  content: ContentRecords;
  tenants: TenantCache;
  audit: AuditService;
  /** A raise of what is paid waits for a second admin (decision 047): the money-approvals module passes its proposal. */
  proposeMoneyRaise: ProposeMoneyRaise;
}

/** What every use case of the console's catalogue works with: the dependencies and one tenant write. */
export function catalogueConsoleContext(deps: CatalogueConsoleDeps) {
  return { ...deps, write: consoleTenantWriter(deps) };
}

export type CatalogueConsoleContext = ReturnType<typeof catalogueConsoleContext>;

/** The operator's audit row of a create, update or delete of one row. */
export const recordRowChange = (
  audit: ConsoleTenantWrite['audit'],
  action: string,
  kind: CatalogueKind,
  id: number,
  fields?: string[],
) => audit(`catalogue.${SUBJECT[kind]}.${action}`, `${SUBJECT[kind]}:${id}`, fields ? { fields } : undefined);
