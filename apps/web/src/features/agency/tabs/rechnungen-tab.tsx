import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useLoaded } from '../../../lib/use-loaded.ts';
import { getStatements } from '../admin/api/statements.ts';
import { LoadedView } from '../admin/loaded-view.tsx';
import { StatementList } from '../admin/statement-list.tsx';
import type { AgencyTabProps } from '../tab-modules.ts';

/** Tab "rechnungen" (ability Rechnungen): the monthly commission statements as PDF. */
export default function RechnungenTab({ user }: AgencyTabProps) {
  const { t } = useTranslation('agency');
  const load = useCallback((signal: AbortSignal) => getStatements(user.Token, signal), [user.Token]);
  const [statements] = useLoaded(load);
  return (
    <LoadedView state={statements} loadingText={t('statements.loading')}>
      {(list) => <StatementList token={user.Token} statements={list} />}
    </LoadedView>
  );
}
