import { formatEuro } from '@kwk/shared/catalogue/catalogue.rules';
import { type Figures, FUNNEL_STAGES, type FunnelStage } from '@kwk/shared/operator/figures.schemas';
import { BarChart } from '../../../ui/charts/bar-chart.tsx';
import { type Bar, barSummary } from '../../../ui/charts/bars.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { funnelBars, shownDay, stageShares, weekBars, weekLabel } from './figures-data.ts';
import { fill, STAGE_TEXTS, TEXTS } from './figures-texts.ts';
import { GoalCountsSection } from './goal-counts.tsx';

type Week = Figures['Weeks'][number];

/**
 * The figures of one tenant over a range: the rewards as they stand, the funnel over the range
 * and per week (each chart with a table of its numbers), and the goals the portal counted.
 */
export function FiguresReport({
  figures,
  loading,
  id,
  von,
  bis,
}: {
  figures: Figures;
  loading: boolean;
  /** The screen's id, the stem of the sections' ids. */
  id: string;
  von: string | undefined;
  bis: string | undefined;
}) {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const stages = STAGE_TEXTS[lang];
  const count = (value: number) => new Intl.NumberFormat(lang).format(value);
  const euro = (cents: number) => formatEuro(cents, lang);
  const summaryOf = (bars: Bar[], format: (n: number) => string, note: string) => {
    const { total, max } = barSummary(bars);
    const said = max
      ? fill(t.summary, { total: format(total), max: max.label, value: format(max.value) })
      : t.none;
    return `${said} ${note}`;
  };
  const shares = stageShares(figures);
  const percent = (value: number | null) =>
    value === null ? '–' : `${new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(value)} %`;

  return (
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
        <DataTable
          className="c-figures-table"
          caption={
            <>
              {t.funnel}: {figures.Tenant.Name}, {shownDay(figures.From)} – {shownDay(figures.To)}
            </>
          }
          rows={FUNNEL_STAGES}
          rowKey={(stage) => stage}
          columns={[
            { header: t.stage, cell: (stage) => stages.name[stage], rowHeader: true },
            { header: t.count, cell: (stage) => count(figures.Totals[stage]) },
            { header: t.share, cell: (stage) => percent(shares[FUNNEL_STAGES.indexOf(stage)] ?? null) },
          ]}
        />
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
        <DataTable
          className="c-figures-table"
          caption={
            <>
              {t.weeksCaption}: {figures.Tenant.Name}, {shownDay(figures.From)} – {shownDay(figures.To)}
            </>
          }
          rows={figures.Weeks}
          rowKey={(week) => week.Week}
          columns={[
            { header: t.week, cell: (week) => weekLabel(week.Week, lang), rowHeader: true },
            ...FUNNEL_STAGES.map((stage) => ({
              header: stages.name[stage],
              cell: (week: Week) => count(week[stage]),
            })),
            { header: t.creditedEuro, cell: (week) => euro(week.CreditedCent) },
            { header: t.paidEuro, cell: (week) => euro(week.PaidCent) },
          ]}
          foot={
            <tr>
              <th scope="row">{t.total}</th>
              {FUNNEL_STAGES.map((stage) => (
                <td key={stage}>{count(figures.Totals[stage])}</td>
              ))}
              <td>{euro(figures.Totals.CreditedCent)}</td>
              <td>{euro(figures.Totals.PaidCent)}</td>
            </tr>
          }
        />
      </section>
      <GoalCountsSection tenant={figures.Tenant.Key} von={von} bis={bis} />
    </div>
  );
}
