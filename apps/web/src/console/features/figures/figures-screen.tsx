import { formatEuro } from '@kwk/shared/catalogue/catalogue.rules';
import {
  type Figures,
  type FiguresTenants,
  FUNNEL_STAGES,
  type FunnelStage,
} from '@kwk/shared/operator/figures.schemas';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BarChart } from '../../../ui/charts/bar-chart.tsx';
import { type Bar, barSummary } from '../../../ui/charts/bars.ts';
import { consoleErrorText, consoleFetch, fieldMessages } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { Field } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import {
  funnelBars,
  isoDay,
  type RangeProblemKind,
  rangeErrors,
  shownDay,
  stageShares,
  weekBars,
  weekLabel,
} from './figures-data.ts';
import { fill, STAGE_TEXTS, TEXTS } from './figures-texts.ts';
import { GoalCountsSection } from './goal-counts.tsx';
import './figures.css';

type FieldName = 'von' | 'bis';

/**
 * Figures per tenant (issue 14): pick a tenant and a range (kept in the address, so a reload or a
 * shared link shows the same), then the rewards as they stand, the funnel over the range and per
 * week, each chart with a table of its numbers.
 */
export default function FiguresScreen() {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const stages = STAGE_TEXTS[lang];
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [params, setParams] = useSearchParams();
  const [tenants, setTenants] = useState<FiguresTenants | null>(null);
  const [figures, setFigures] = useState<Figures | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [picked, setPicked] = useState('');

  const tenant = params.get('mandant') ?? tenants?.[0]?.Key ?? '';
  const von = params.get('von') ?? undefined;
  const bis = params.get('bis') ?? undefined;

  useEffect(() => {
    const controller = new AbortController();
    consoleFetch<FiguresTenants>('zahlen/mandanten', { signal: controller.signal }).then(setTenants, (e) => {
      if (!controller.signal.aborted) setFailure(consoleErrorText(e));
    });
    return () => controller.abort();
  }, []);

  // A range from the address shows in the form at once, also when the server refuses it.
  useEffect(() => {
    if (von) setFrom(shownDay(von));
    if (bis) setTo(shownDay(bis));
  }, [von, bis]);

  useEffect(() => {
    if (!tenant) return;
    const controller = new AbortController();
    setLoading(true);
    setFailure(null);
    consoleFetch<Figures>(`zahlen/${encodeURIComponent(tenant)}`, {
      query: { von, bis },
      signal: controller.signal,
    }).then(
      (answer) => {
        setFigures(answer);
        setPicked(answer.Tenant.Key);
        setFrom(shownDay(answer.From));
        setTo(shownDay(answer.To));
        setErrors({});
        setLoading(false);
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        setLoading(false);
        const fields = fieldMessages(e);
        if (fields.von || fields.bis) setErrors({ von: fields.von, bis: fields.bis });
        else setFailure(consoleErrorText(e));
      },
    );
    return () => controller.abort();
  }, [tenant, von, bis]);

  const rangeText = (problem: RangeProblemKind | undefined, label: string) =>
    problem === 'format'
      ? `${label} ${t.formatError}`
      : problem === 'order'
        ? t.orderError
        : problem === 'length'
          ? t.lengthError
          : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = rangeErrors(from, to);
    const found = { von: rangeText(problems.von, t.from), bis: rangeText(problems.bis, t.to) };
    setErrors(found);
    const first = (['von', 'bis'] as const).find((f) => found[f]);
    if (first) {
      (form.current?.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    setParams({ mandant: picked || tenant, von: isoDay(from)!, bis: isoDay(to)! });
  };

  const count = (value: number) => new Intl.NumberFormat(lang).format(value);
  const euro = (cents: number) => formatEuro(cents, lang);
  const summaryOf = (bars: Bar[], format: (n: number) => string, note: string) => {
    const { total, max } = barSummary(bars);
    const said = max
      ? fill(t.summary, { total: format(total), max: max.label, value: format(max.value) })
      : t.none;
    return `${said} ${note}`;
  };
  const shares = figures ? stageShares(figures) : [];
  const percent = (value: number | null) =>
    value === null ? '–' : `${new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(value)} %`;

  return (
    <>
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <form ref={form} className="c-figures-form" onSubmit={submit} noValidate>
        <div className="c-field">
          <label htmlFor={`${id}-tenant`}>{t.tenant}</label>
          <select id={`${id}-tenant`} value={picked || tenant} onChange={(e) => setPicked(e.target.value)}>
            {(tenants ?? []).map((x) => (
              <option key={x.Key} value={x.Key}>
                {x.Name} ({x.Key})
              </option>
            ))}
          </select>
        </div>
        <Field
          label={t.from}
          name="von"
          value={from}
          onChange={setFrom}
          error={errors.von}
          hint={t.dateHint}
          inputMode="numeric"
          autoComplete="off"
        />
        <Field
          label={t.to}
          name="bis"
          value={to}
          onChange={setTo}
          error={errors.bis}
          inputMode="numeric"
          autoComplete="off"
        />
        <div className="c-actions">
          <button type="submit" className="c-button">
            {t.show}
          </button>
        </div>
      </form>
      <p role="status">{loading ? t.loading : ''}</p>
      <Notice kind="error">{failure}</Notice>
      {figures && (
        <div aria-busy={loading}>
          <section aria-labelledby={`${id}-rewards`}>
            <h2 id={`${id}-rewards`}>
              {t.rewards}: {figures.Tenant.Name}
            </h2>
            <dl className="c-figures-rewards">
              {(
                [
                  ['waiting', figures.Rewards.Waiting],
                  ['owed', figures.Rewards.Owed],
                  ['paid', figures.Rewards.Paid],
                ] as const
              ).map(([key, amount]) => (
                <div key={key}>
                  <dt>{t[key]}</dt>
                  <dd>
                    {euro(amount.Cent)} ({count(amount.Count)} {t.rewardCount})
                  </dd>
                </div>
              ))}
            </dl>
            {figures.Rewards.Paid.Count === 0 && <p>{t.nothingPaid}</p>}
          </section>

          <section aria-labelledby={`${id}-funnel`}>
            <h2 id={`${id}-funnel`}>
              {t.funnel} {shownDay(figures.From)} – {shownDay(figures.To)}
            </h2>
            <BarChart
              title={`${t.funnel}: ${figures.Tenant.Name}`}
              bars={funnelBars(figures, (s) => stages.name[s])}
              format={count}
              summary={`${FUNNEL_STAGES.map((s) => `${stages.name[s]} ${count(figures.Totals[s])}`).join(', ')}. ${t.funnelTableNote}`}
            />
            <div className="c-table-wrap">
              <table className="c-table c-figures-table">
                <caption>
                  {t.funnel}: {figures.Tenant.Name}, {shownDay(figures.From)} – {shownDay(figures.To)}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t.stage}</th>
                    <th scope="col">{t.count}</th>
                    <th scope="col">{t.share}</th>
                  </tr>
                </thead>
                <tbody>
                  {FUNNEL_STAGES.map((stage, i) => (
                    <tr key={stage}>
                      <th scope="row">{stages.name[stage]}</th>
                      <td>{count(figures.Totals[stage])}</td>
                      <td>{percent(shares[i] ?? null)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <details>
              <summary>{t.definitions}</summary>
              <dl>
                {FUNNEL_STAGES.map((stage) => (
                  <div key={stage}>
                    <dt>{stages.name[stage]}</dt>
                    <dd>{stages.means[stage]}</dd>
                  </div>
                ))}
              </dl>
            </details>
          </section>

          <section aria-labelledby={`${id}-weeks`}>
            <h2 id={`${id}-weeks`}>{t.perWeek}</h2>
            <div className="c-figures-charts">
              {FUNNEL_STAGES.map((stage: FunnelStage) => {
                const bars = weekBars(figures, stage, lang);
                return (
                  <BarChart
                    key={stage}
                    layout="columns"
                    title={`${stages.name[stage]} ${t.weekChart}`}
                    bars={bars}
                    format={count}
                    summary={summaryOf(bars, count, t.tableNote)}
                  />
                );
              })}
            </div>
            <div className="c-table-wrap">
              <table className="c-table c-figures-table">
                <caption>
                  {t.weeksCaption}: {figures.Tenant.Name}, {shownDay(figures.From)} – {shownDay(figures.To)}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t.week}</th>
                    {FUNNEL_STAGES.map((stage) => (
                      <th key={stage} scope="col">
                        {stages.name[stage]}
                      </th>
                    ))}
                    <th scope="col">{t.creditedEuro}</th>
                    <th scope="col">{t.paidEuro}</th>
                  </tr>
                </thead>
                <tbody>
                  {figures.Weeks.map((week) => (
                    <tr key={week.Week}>
                      <th scope="row">{weekLabel(week.Week, lang)}</th>
                      {FUNNEL_STAGES.map((stage) => (
                        <td key={stage}>{count(week[stage])}</td>
                      ))}
                      <td>{euro(week.CreditedCent)}</td>
                      <td>{euro(week.PaidCent)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t.total}</th>
                    {FUNNEL_STAGES.map((stage) => (
                      <td key={stage}>{count(figures.Totals[stage])}</td>
                    ))}
                    <td>{euro(figures.Totals.CreditedCent)}</td>
                    <td>{euro(figures.Totals.PaidCent)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </section>
          <GoalCountsSection tenant={figures.Tenant.Key} von={von} bis={bis} />
        </div>
      )}
    </>
  );
}
