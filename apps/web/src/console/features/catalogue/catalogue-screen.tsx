import type { ConsoleAgent, ConsoleCampaign, ConsoleCatalogue } from '@kwk/shared/operator/catalogue.schemas';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { consoleErrorText, consoleFetch } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { useConsoleQuery } from '../../lib/use-console-query.ts';
import { Notice } from '../../ui/notice.tsx';
import { TenantChoice } from '../../ui/tenant-choice.tsx';
import { PendingMoneyChanges } from '../money-approvals/pending-money-changes.tsx';
import { type CatalogueData, KINDS } from './catalogue-kinds.ts';
import { EntitySection } from './entity-section.tsx';

/** The raises this screen shows (decision 047): rewards and campaign bonuses. */
const MONEY_KINDS = ['reward', 'campaign', 'product'] as const;

import './catalogue.css';

const TEXTS = {
  de: {
    heading: 'Katalog',
    intro:
      'Produkte, Gerät–Tarif-Paare, Prämien, Kampagnen, Fußnoten, Kategorien und Berater eines Programms. Änderungen gelten sofort auf den Seiten des Programms.',
    tenant: 'Programm',
    sections: 'Bereiche des Katalogs',
    loading: 'Der Katalog wird geladen …',
    apiUnknown:
      'Keine/Unbekannte Produkt-API in Mandantenkonfiguration definiert („{name}“): Die Seiten des Programms zeigen keine Produkte, bis in den Mandanteneinstellungen eine gesetzt ist.',
    noPairs:
      'Dieses Programm nutzt die Produkt-API „{name}“ ohne Gerät–Tarif-Paare: Die Paare hier zeigen seine Seiten nicht.',
  },
  en: {
    heading: 'Catalogue',
    intro:
      'Products, device–tariff pairs, rewards, campaigns, footnotes, categories and agents of a programme. Changes apply at once on the programme’s pages.',
    tenant: 'Programme',
    sections: 'Parts of the catalogue',
    loading: 'Loading the catalogue …',
    apiUnknown:
      'No or unknown product API defined in the tenant configuration (“{name}”): the programme’s pages show no products until one is set in the tenant settings.',
    noPairs:
      'This programme uses the product API “{name}”, which has no device–tariff pairs: its pages do not show the pairs here.',
  },
};

/**
 * The catalogue of a tenant (issue 14): one part at a time (`?mandant=telko&bereich=produkte`),
 * chosen by links, so each part has its own address and the back button works.
 */
export default function CatalogueScreen() {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const [params, setParams] = useSearchParams();
  const [data, setData] = useState<CatalogueData | null>(null);
  // One notice for both reads: a good read of the catalogue clears a failed read of the tenants.
  const [error, setError] = useState<string | null>(null);
  const tenants =
    useConsoleQuery<{ Key: string; Name: string }[]>('katalog/mandanten', {
      onError: (e) => setError(consoleErrorText(e)),
    }).data ?? [];
  const tenant = params.get('mandant') ?? tenants[0]?.Key ?? '';
  const kind = KINDS.find((k) => k.key === params.get('bereich')) ?? KINDS[0]!;

  const load = useCallback(async () => {
    if (!tenant) return;
    const base = `mandanten/${encodeURIComponent(tenant)}`;
    try {
      const [catalogue, campaigns, agents] = await Promise.all([
        consoleFetch<ConsoleCatalogue>(`${base}/katalog`),
        consoleFetch<ConsoleCampaign[]>(`${base}/kampagnen`),
        consoleFetch<ConsoleAgent[]>(`${base}/berater`),
      ]);
      setData({ catalogue, campaigns, agents });
      setError(null);
    } catch (e) {
      setError(consoleErrorText(e));
    }
  }, [tenant]);

  useEffect(() => {
    setData(null);
    void load();
  }, [load]);

  const href = (next: { mandant?: string; bereich?: string }) =>
    `?${new URLSearchParams({ mandant: next.mandant ?? tenant, bereich: next.bereich ?? kind.key })}`;

  return (
    <>
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <TenantChoice
        label={t.tenant}
        tenants={tenants}
        value={tenant}
        className="c-field c-tenant-choice"
        onChange={(key) => setParams(new URLSearchParams({ mandant: key, bereich: kind.key }))}
      />
      <nav aria-label={t.sections} className="c-subnav">
        <ul>
          {KINDS.map((k) => (
            <li key={k.key}>
              <Link to={href({ bereich: k.key })} aria-current={k.key === kind.key ? 'page' : undefined}>
                {k.title[lang]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Notice kind="error">{error}</Notice>
      {data && <ProductApiNote api={data.catalogue.ProduktApi} pairs={kind.key === 'paare'} />}
      {tenant && <PendingMoneyChanges tenant={tenant} kinds={MONEY_KINDS} version={data} onDecided={load} />}
      {data ? (
        <EntitySection kind={kind} tenant={tenant} data={data} reload={load} />
      ) : (
        <p role="status">{error ? null : t.loading}</p>
      )}
    </>
  );
}

/**
 * What the tenant's product API means for the catalogue (decision 022): a missing or unknown one
 * stops the product calls; one without pairs leaves the pairs unserved.
 */
function ProductApiNote({ api, pairs }: { api: ConsoleCatalogue['ProduktApi']; pairs: boolean }) {
  const t = useTexts(TEXTS);
  const named = (text: string) => text.replace('{name}', api.Name || '–');
  if (!api.Bekannt) return <p className="c-notice c-notice-warning">{named(t.apiUnknown)}</p>;
  if (pairs && !api.GeraetTarifPaare) return <p className="c-notice c-notice-info">{named(t.noPairs)}</p>;
  return null;
}
