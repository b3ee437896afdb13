import type { Agent } from '@kwk/shared/catalogue/agent.schemas';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { searchAgents } from '../api/search-agents.ts';

interface Results {
  query: string;
  agents: Agent[];
  page: number;
  hasNext: boolean;
  total: number;
}

/**
 * The agent search (spec §2/§9): by name, town, postcode or number, six per page, more on request;
 * a failing search reads as an empty list. The count is announced; the first new result takes
 * focus after "more", so keyboard users continue where the list grew.
 */
export function AgentSearch({ onChoose }: { onChoose: (agent: Agent) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [input, setInput] = useState('');
  const [results, setResults] = useState<Results | null>(null);
  const [busy, setBusy] = useState(false);
  const focusIndex = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);

  // Only the newest request may change the list: a late answer to an older search is dropped.
  const latest = useRef(0);
  const load = useCallback(async (query: string, page: number) => {
    const request = ++latest.current;
    setBusy(true);
    const found = await searchAgents(query, page);
    if (request !== latest.current) return;
    setBusy(false);
    if (found.failed && page > 1) {
      // A failed "more" keeps what is shown; the visitor can ask again.
      focusIndex.current = null;
      return;
    }
    setResults((previous) => ({
      query,
      agents: page > 1 && previous ? [...previous.agents, ...found.Content] : found.Content,
      page,
      hasNext: found.HasNext,
      total: found.TotalCount,
    }));
  }, []);

  useEffect(() => {
    void load('', 1);
  }, [load]);

  useEffect(() => {
    if (focusIndex.current === null) return;
    // Renders happen before the next page arrives (busy state): wait until the agent is there.
    const target = list.current?.querySelectorAll<HTMLButtonElement>('button')[focusIndex.current];
    if (!target) return;
    target.focus();
    focusIndex.current = null;
  });

  return (
    <section aria-labelledby={`${id}-title`}>
      <search>
        <form
          className="agent-search"
          onSubmit={(event) => {
            event.preventDefault();
            void load(input.trim(), 1);
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-query`}>{t('agents.searchLabel')}</label>
            <input
              id={`${id}-query`}
              type="search"
              maxLength={100}
              value={input}
              onChange={(e) => setInput(e.target.value)}
            />
          </div>
          <button type="submit" className="button" disabled={busy}>
            {t('agents.search')}
          </button>
        </form>
      </search>
      <h2 id={`${id}-title`}>{t('agents.resultsTitle')}</h2>
      <p role="status" className="form__status">
        {results && (results.total > 0 ? t('agents.count', { count: results.total }) : t('agents.none'))}
      </p>
      {results && results.agents.length > 0 && (
        <ul ref={list} className="agent-list">
          {results.agents.map((agent) => {
            const name = `${agent.FirstName} ${agent.LastName}`;
            return (
              <li key={agent.ExterneId} className="agent-card">
                <img src={agent.Photo} alt="" width={64} height={64} className="agent-card__photo" />
                <div>
                  <p className="agent-card__name">{name}</p>
                  <p>
                    {agent.ZipCode} {agent.City} · {agent.ExterneId}
                  </p>
                </div>
                <button type="button" className="button" onClick={() => onChoose(agent)}>
                  {t('agents.choose', { name })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {results?.hasNext && (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => {
            focusIndex.current = results.agents.length;
            void load(results.query, results.page + 1);
          }}
        >
          {t('agents.more')}
        </button>
      )}
    </section>
  );
}
