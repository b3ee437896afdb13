import type { TenantSummary } from '@kwk/shared/operator/tenants.schemas';
import { Link } from 'react-router';
import { consoleErrorText } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { hasRight, useConsoleSession } from '../../lib/console-session.ts';
import { useConsoleQuery } from '../../lib/use-console-query.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { Notice } from '../../ui/notice.tsx';

const TEXTS = {
  de: {
    heading: 'Mandanten',
    create: 'Neuen Mandanten anlegen',
    caption: 'Alle Mandanten mit ihren Hosts und eingeschalteten Modulen',
    key: 'Schlüssel',
    name: 'Name',
    hosts: 'Hosts',
    modules: 'Module an',
    none: 'keine',
    loading: 'Mandanten werden geladen …',
  },
  en: {
    heading: 'Tenants',
    create: 'Create a tenant',
    caption: 'Every tenant with its hosts and the modules switched on',
    key: 'Key',
    name: 'Name',
    hosts: 'Hosts',
    modules: 'Modules on',
    none: 'none',
    loading: 'Loading tenants …',
  },
};

/** Every tenant: key (opens its configuration), name, hosts, modules on. */
export default function TenantsListScreen() {
  const t = useTexts(TEXTS);
  const session = useConsoleSession();
  const { data: tenants, error } = useConsoleQuery<TenantSummary[]>('mandanten');

  return (
    <>
      <h1>{t.heading}</h1>
      {hasRight(session, 'tenants.edit') && (
        <p>
          <Link to="/mandanten/neu" className="c-button">
            {t.create}
          </Link>
        </p>
      )}
      <Notice kind="error">{error ? consoleErrorText(error) : null}</Notice>
      <DataTable
        caption={t.caption}
        rows={tenants}
        rowKey={(tenant) => tenant.Id}
        loading={t.loading}
        failed={error}
        columns={[
          {
            header: t.key,
            cell: (tenant) => <Link to={`/mandanten/${tenant.Key}`}>{tenant.Key}</Link>,
            rowHeader: true,
          },
          { header: t.name, cell: (tenant) => tenant.Name },
          { header: t.hosts, cell: (tenant) => tenant.Hosts.join(', ') || t.none },
          { header: t.modules, cell: (tenant) => tenant.ModulesOn.join(', ') || t.none },
        ]}
      />
    </>
  );
}
