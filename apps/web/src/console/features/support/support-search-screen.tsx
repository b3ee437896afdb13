import './support.css';
import type { SupportSearchResult } from '@kwk/shared/operator/support.schemas';
import { shownReferralStatus } from '@kwk/shared/operator/support-rewards';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { berlinDateTime } from '../../lib/berlin-time.ts';
import { consoleErrorText, consoleFetch, fieldMessages } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { useConsoleMutation, useConsoleQuery } from '../../lib/use-console-query.ts';
import { Field } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { label } from './support-texts.ts';

const TEXTS = {
  de: {
    heading: 'Support',
    intro:
      'Suchen Sie eine Empfehlung in allen Mandanten: nach Empfehlungsnummer oder nach der vollständigen E-Mail-Adresse des Empfehlers oder Empfängers.',
    term: 'Empfehlungsnummer oder E-Mail-Adresse',
    hint: 'Nur vollständige Adressen: Teile einer Adresse werden nicht gesucht.',
    search: 'Suchen',
    caption: 'Treffer für „{term}“: {n}',
    none: 'Keine Empfehlung gefunden.',
    nr: 'Empfehlungsnummer',
    tenant: 'Mandant',
    status: 'Status',
    created: 'Angelegt am',
    referrer: 'Empfehler',
    recipient: 'E-Mail des Empfängers',
    blocked: 'Konto gesperrt',
    pages: 'Seiten',
    previous: 'Vorige Seite',
    next: 'Nächste Seite',
    page: 'Seite {page} von {pages}',
  },
  en: {
    heading: 'Support',
    intro:
      'Find a referral in every tenant: by its referral number or by the referrer’s or recipient’s complete e-mail address.',
    term: 'Referral number or e-mail address',
    hint: 'Complete addresses only: parts of an address are not searched.',
    search: 'Search',
    caption: 'Results for “{term}”: {n}',
    none: 'No referral found.',
    nr: 'Referral number',
    tenant: 'Tenant',
    status: 'Status',
    created: 'Created',
    referrer: 'Referrer',
    recipient: 'Recipient’s e-mail',
    blocked: 'account blocked',
    pages: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {page} of {pages}',
  },
};

/** Support's search (issue 14): the term and page live in the address, so "back" returns to the results. */
export default function SupportSearchScreen() {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const [params, setParams] = useSearchParams();
  const term = params.get('suche') ?? '';
  const page = Number(params.get('seite') ?? '1') || 1;
  const [input, setInput] = useState(term);
  // A blank term goes to the server only to hear what is wrong (in the console's language).
  const blank = useConsoleMutation();
  const search = useConsoleQuery<SupportSearchResult | null>(term ? 'support/empfehlungen' : null, {
    query: { Suche: term, Seite: page },
    // The latest answer speaks: a found page clears the blank term's message, a failure the results.
    onData: () => blank.setError(undefined),
    onError: () => {
      search.setData(null);
      blank.setError(undefined);
    },
  });
  const result = search.data ?? null;
  const error = blank.error ?? search.error ?? null;
  const resultsId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = input.trim();
    if (next) {
      setParams({ suche: next, seite: '1' });
      return;
    }
    search.setData(null);
    void blank.run(() => consoleFetch('support/empfehlungen', { query: { Suche: ' ' } }), { busy: false });
  };
  const fields = fieldMessages(error);
  const pages = result ? Math.max(1, Math.ceil(result.Gesamt / result.ProSeite)) : 1;
  const fill = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

  return (
    <>
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <form onSubmit={submit} noValidate aria-label={t.heading}>
        <Field
          label={t.term}
          hint={t.hint}
          value={input}
          onChange={setInput}
          error={fields.Suche}
          name="Suche"
          autoComplete="off"
        />
        <div className="c-actions">
          <button className="c-button" type="submit" disabled={search.loading}>
            {t.search}
          </button>
        </div>
      </form>
      <Notice kind="error">{error && !fields.Suche ? consoleErrorText(error) : null}</Notice>
      {result && (
        <section aria-labelledby={resultsId}>
          {result.Gesamt === 0 ? (
            <p id={resultsId} role="status">
              {t.none}
            </p>
          ) : (
            <div className="c-table-wrap">
              <table className="c-table">
                <caption id={resultsId}>{fill(t.caption, { term, n: result.Gesamt })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.nr}</th>
                    <th scope="col">{t.tenant}</th>
                    <th scope="col">{t.status}</th>
                    <th scope="col">{t.created}</th>
                    <th scope="col">{t.referrer}</th>
                    <th scope="col">{t.recipient}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.Treffer.map((h) => (
                    <tr key={h.Id}>
                      <th scope="row">
                        <Link to={`/support/empfehlung/${h.Id}`}>{h.Empfehlungsnummer}</Link>
                      </th>
                      <td>{h.Mandant.Name}</td>
                      <td>{label(lang, shownReferralStatus(h.Status, h.Auszahlung))}</td>
                      <td>{berlinDateTime(h.ErstelltAm)}</td>
                      <td>
                        {h.Empfehler
                          ? `${h.Empfehler.Vorname} ${h.Empfehler.Nachname} <${h.Empfehler.Email}>${h.Empfehler.Sperre ? ` (${t.blocked})` : ''}`
                          : '–'}
                      </td>
                      <td>{h.EmpfaengerEmail ?? '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pages > 1 && (
            <nav aria-label={t.pages} className="c-actions">
              <button
                type="button"
                className="c-button c-button-secondary"
                disabled={page <= 1}
                onClick={() => setParams({ suche: term, seite: String(page - 1) })}
              >
                {t.previous}
              </button>
              <span>{fill(t.page, { page, pages })}</span>
              <button
                type="button"
                className="c-button c-button-secondary"
                disabled={page >= pages}
                onClick={() => setParams({ suche: term, seite: String(page + 1) })}
              >
                {t.next}
              </button>
            </nav>
          )}
        </section>
      )}
    </>
  );
}
