import {
  GOODWILL_STATES,
  type GoodwillCase,
  type GoodwillState,
} from '@kwk/shared/operator/goodwill.schemas';
import { useState } from 'react';
import { consoleErrorText } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { useConsoleCases } from '../../lib/use-console-cases.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { Notice } from '../../ui/notice.tsx';
import { SelectField } from '../../ui/select-and-text-area-fields.tsx';
import { useReview } from '../../ui/use-review.ts';
import { euro, shortDate } from './case-format.ts';
import './cases.css';
import { GoodwillDecisionForm } from './goodwill-decision-form.tsx';
import { TEXTS } from './goodwill-texts.ts';

/** Goodwill cases (Kulanz): the list by status, and the decision with amount and reason. */
export default function GoodwillScreen() {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const [status, setStatus] = useState<GoodwillState>('Offen');
  const { chosen, done, choose, close } = useReview<GoodwillCase>();
  const { cases, error, load } = useConsoleCases<GoodwillCase>('kulanz', { status });

  return (
    <>
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <Notice kind="error">{error ? consoleErrorText(error) : null}</Notice>
      <Notice kind="success">{done}</Notice>
      <SelectField
        label={t.filter}
        value={status}
        onChange={(value) => setStatus(value as GoodwillState)}
        options={GOODWILL_STATES.map((s) => ({ value: s, label: t[s] }))}
      />
      {chosen && (
        <GoodwillDecisionForm
          key={chosen.Id}
          found={chosen}
          onDone={(saved) => {
            close(saved ? (saved.Status === 'Freigabe' ? t.savedPending : t.saved) : undefined);
            if (saved) void load();
          }}
        />
      )}
      <DataTable
        caption={
          <>
            {t.caption}: {t[status]}
          </>
        }
        rows={cases ?? undefined}
        loading={t.loading}
        empty={t.none}
        emptyAlone
        rowKey={(c) => c.Id}
        columns={[
          { header: t.received, cell: (c) => shortDate(c.Eingegangen) },
          { header: t.tenant, cell: (c) => c.Mandant },
          { header: t.email, cell: (c) => c.Email, rowHeader: true },
          { header: t.subject, cell: (c) => c.Betreff },
          {
            header: status === 'Offen' ? t.decision : t.amount,
            cell: (c) =>
              c.Status === 'Offen' ? (
                <button
                  type="button"
                  className="c-button c-button-secondary"
                  aria-label={t.decideLabel.replace('{email}', c.Email)}
                  onClick={() => choose(c)}
                >
                  {t.decide}
                </button>
              ) : c.BetragCent !== null ? (
                euro(c.BetragCent, lang)
              ) : (
                '–'
              ),
          },
        ]}
      />
    </>
  );
}
