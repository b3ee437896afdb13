import type { Figures, FiguresTenants } from '@kwk/shared/operator/figures.schemas';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { consoleErrorText, fieldMessages } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { useConsoleQuery } from '../../lib/use-console-query.ts';
import { Field } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { TenantChoice } from '../../ui/tenant-choice.tsx';
import { isoDay, type RangeProblemKind, rangeErrors, shownDay } from './figures-data.ts';
import { FiguresReport } from './figures-report.tsx';
import { TEXTS } from './figures-texts.ts';
import './figures.css';
import { SubmitButton } from '../../ui/submit-button.tsx';

type FieldName = 'von' | 'bis';

/**
 * Figures per tenant (issue 14): pick a tenant and a range (kept in the address, so a reload or a
 * shared link shows the same), then the rewards as they stand, the funnel over the range and per
 * week, each chart with a table of its numbers.
 */
export default function FiguresScreen() {
  const t = useTexts(TEXTS);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [params, setParams] = useSearchParams();
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [picked, setPicked] = useState('');
  const tenants = useConsoleQuery<FiguresTenants>('zahlen/mandanten');

  const tenant = params.get('mandant') ?? tenants.data?.[0]?.Key ?? '';
  const von = params.get('von') ?? undefined;
  const bis = params.get('bis') ?? undefined;

  // A range from the address shows in the form at once, also when the server refuses it.
  useEffect(() => {
    if (von) setFrom(shownDay(von));
    if (bis) setTo(shownDay(bis));
  }, [von, bis]);

  const shown = useConsoleQuery<Figures>(tenant ? `zahlen/${encodeURIComponent(tenant)}` : null, {
    query: { von, bis },
    onData: (answer) => {
      setPicked(answer.Tenant.Key);
      setFrom(shownDay(answer.From));
      setTo(shownDay(answer.To));
      setErrors({});
    },
    onError: (e) => {
      const fields = fieldMessages(e);
      if (fields.von || fields.bis) setErrors({ von: fields.von, bis: fields.bis });
    },
  });
  const figures = shown.data;
  const loading = shown.loading;
  const rangeRefused = !!(fieldMessages(shown.error).von || fieldMessages(shown.error).bis);
  const failed = shown.error && !rangeRefused ? shown.error : tenants.error;
  const failure = failed ? consoleErrorText(failed) : null;
  const rangeText = (problem: RangeProblemKind | undefined, label: string) =>
    problem === 'format'
      ? `${label} ${t.formatError}`
      : problem === 'order'
        ? t.orderError
        : problem === 'length'
          ? t.lengthError
          : undefined;

  /** A day of the range: typed as digits and dots, with its message at it. */
  const dayField = (name: FieldName, value: string, onChange: (value: string) => void) => ({
    name,
    value,
    onChange,
    error: errors[name],
    inputMode: 'numeric' as const,
    autoComplete: 'off',
  });

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

  return (
    <>
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <form ref={form} className="c-figures-form" onSubmit={submit} noValidate>
        <TenantChoice
          always
          label={t.tenant}
          tenants={tenants.data ?? []}
          value={picked || tenant}
          onChange={setPicked}
        />
        <Field label={t.from} hint={t.dateHint} {...dayField('von', from, setFrom)} />
        <Field label={t.to} {...dayField('bis', to, setTo)} />
        <div className="c-actions">
          <SubmitButton>{t.show}</SubmitButton>
        </div>
      </form>
      <p role="status">{loading ? t.loading : ''}</p>
      <Notice kind="error">{failure}</Notice>
      {figures && <FiguresReport figures={figures} loading={loading} id={id} von={von} bis={bis} />}
    </>
  );
}
