import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { TenantSummary } from '@kwk/shared/operator/tenants.schemas';
import type { VoucherPools, WaitingVouchers } from '@kwk/shared/operator/vouchers.schemas';
import { consoleErrorText } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { hasRight, useConsoleSession } from '../../lib/console-session.ts';
import { useConsoleQuery } from '../../lib/use-console-query.ts';
import { Section } from '../../ui/form-section.tsx';
import { Notice } from '../../ui/notice.tsx';
import { VoucherDetailsForm } from './voucher-details-form.tsx';
import { VoucherImportForm } from './voucher-import-form.tsx';
import { PoolsTable, WaitingTables } from './voucher-tables.tsx';
import { VoucherThresholdForm } from './voucher-threshold-form.tsx';
import { TEXTS } from './vouchers-texts.ts';
import './vouchers.css';

/**
 * Vouchers (issue 15): finance sees the pools with their stock and alert, imports codes, sets a
 * pool's threshold and what people read about its codes (issue 30, item 5); support and finance see the rewards waiting for a code.
 */
export default function VouchersScreen() {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const session = useConsoleSession();
  const manages = hasRight(session, 'vouchers.manage');
  const waitingQuery = useConsoleQuery<WaitingVouchers>('gutscheine/wartend');
  const poolsQuery = useConsoleQuery<VoucherPools>(manages ? 'gutscheine/bestaende' : null);
  const tenantsQuery = useConsoleQuery<TenantSummary[]>(manages ? 'mandanten' : null);
  const { data: waiting } = waitingQuery;
  const pools = poolsQuery.data;
  const loadError = waitingQuery.error ?? poolsQuery.error ?? tenantsQuery.error;
  const reload = async () => {
    await Promise.all([waitingQuery.reload(), poolsQuery.reload()]);
  };

  const euro = (cents: number) => formatRewardEuro(cents, lang);
  return (
    <>
      <h1 tabIndex={-1}>{t.heading}</h1>
      <p>{t.intro}</p>
      <Notice kind="error">{loadError ? consoleErrorText(loadError) : null}</Notice>
      {manages && (
        <>
          <Section id="voucher-pools" heading={t.pools}>
            {pools === undefined ? (
              <p role="status">{t.loading}</p>
            ) : pools.Bestaende.length === 0 ? (
              <p>{t.noPools}</p>
            ) : (
              <PoolsTable pools={pools.Bestaende} euro={euro} />
            )}
          </Section>
          <VoucherImportForm tenants={tenantsQuery.data ?? []} euro={euro} onImported={reload} />
          {pools && pools.Bestaende.length > 0 && (
            <>
              <VoucherDetailsForm pools={pools} euro={euro} onSaved={reload} />
              <VoucherThresholdForm pools={pools} euro={euro} onSaved={reload} />
            </>
          )}
        </>
      )}
      <Section id="voucher-waiting" heading={t.waiting} intro={t.waitingIntro}>
        {waiting === undefined ? (
          <p role="status">{t.loading}</p>
        ) : waiting.Gruppen.length === 0 ? (
          <p>{t.noneWaiting}</p>
        ) : (
          <WaitingTables waiting={waiting} euro={euro} />
        )}
      </Section>
    </>
  );
}
