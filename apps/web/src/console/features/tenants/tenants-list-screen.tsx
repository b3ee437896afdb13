import type { TenantSummary } from '@kwk/shared/operator/tenants.schemas';
import { Link } from 'react-router';
import { consoleErrorText } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { hasRight, useConsoleSession } from '../../lib/console-session.ts';
import { useConsoleQuery } from '../../lib/use-console-query.ts';
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
      {!tenants && !error && <p role="status">{t.loading}</p>}
      {tenants && (
        <div className="c-table-wrap">
          <table className="c-table">
            <caption>{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.key}</th>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.hosts}</th>
                <th scope="col">{t.modules}</th>
              </tr>
            </thead>
            <tbody>
              {tenants.map((tenant) => (
                <tr key={tenant.Id}>
                  <th scope="row">
                    <Link to={`/mandanten/${tenant.Key}`}>{tenant.Key}</Link>
                  </th>
                  <td>{tenant.Name}</td>
                  <td>{tenant.Hosts.join(', ') || t.none}</td>
                  <td>{tenant.ModulesOn.join(', ') || t.none}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
