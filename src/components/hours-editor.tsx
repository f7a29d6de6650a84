/**
 * The opening-hours editor (issue 32): weekly ranges (several a day, overnight allowed) and special days (closed or
 * other hours), checked with the shared `hoursProblems` before saving — the server checks the same and answers a 400
 * naming the range. Used by the desk (its own restaurant) and the back office (any vendor); texts in the lazy
 * `hours` namespace, so neither the home route nor the first screen carries them.
 */
import { useMemo, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HOURS_DAYS, hoursProblems, type HoursBody, type HoursDay, type HoursProblem, type HoursRange, type SpecialDay, type WeeklyHours,
} from '../domain/wire/vendor-hours.ts';

/** The time inputs cannot show 24:00: the end of the day is 00:00 there (the rules read it as midnight). */
const shown = (r: HoursRange): HoursRange => ({ from: r.from === '24:00' ? '00:00' : r.from, to: r.to === '24:00' ? '00:00' : r.to });

interface Props {
  idPrefix: string;
  initial: { weekly: WeeklyHours; specialDays: SpecialDay[] };
  /** saves; rejects with an Error whose message is shown */
  onSave: (body: HoursBody) => Promise<unknown>;
}

export function HoursEditor({ idPrefix, initial, onSave }: Props) {
  const { t } = useTranslation('hours');
  const [weekly, setWeekly] = useState<WeeklyHours>(() =>
    Object.fromEntries(HOURS_DAYS.map((d) => [d, initial.weekly[d].map(shown)])) as WeeklyHours);
  const [special, setSpecial] = useState<SpecialDay[]>(() => initial.specialDays.map((s) => ({ ...s, ranges: s.ranges.map(shown) })));
  const [tried, setTried] = useState(false);
  const [state, setState] = useState<{ kind: 'idle' | 'saving' | 'saved' } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  const problems = useMemo(() => hoursProblems({ weekly, specialDays: special }), [weekly, special]);

  const setDay = (d: HoursDay, ranges: HoursRange[]) => {
    setWeekly((w) => ({ ...w, [d]: ranges }));
    setState({ kind: 'idle' });
  };
  const setSpecialAt = (i: number, s: SpecialDay | null) => {
    setSpecial((list) => (s === null ? list.filter((_, j) => j !== i) : list.map((x, j) => (j === i ? s : x))));
    setState({ kind: 'idle' });
  };

  const where = (p: HoursProblem): string => {
    const [area, key, idx] = p.path;
    if (area === 'weekly' && typeof key === 'string') {
      const day = t(`days.${key as HoursDay}`);
      return typeof idx === 'number' ? `${day} ${idx + 1}` : day;
    }
    if (area === 'specialDays' && typeof key === 'number') return t('specialWhere', { n: key + 1 });
    return '';
  };

  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    setTried(true);
    if (problems.length > 0) return;
    setState({ kind: 'saving' });
    onSave({ weekly, specialDays: special }).then(
      () => setState({ kind: 'saved' }),
      (err: unknown) => setState({ kind: 'failed', message: err instanceof Error ? err.message : String(err) }),
    );
  };

  const rangeRow = (label: string, ranges: HoursRange[], i: number, onChange: (r: HoursRange[]) => void, removeLabel: string, idBase: string) => {
    const r = ranges[i] ?? { from: '', to: '' };
    return (
      <li key={i} className="hours-editor__range">
        <label htmlFor={`${idBase}-from`} className="sr-only">{t('from', { day: label, n: i + 1 })}</label>
        <input id={`${idBase}-from`} type="time" required value={r.from}
          onChange={(e) => onChange(ranges.map((x, j) => (j === i ? { ...x, from: e.target.value } : x)))} />
        <span aria-hidden="true">–</span>
        <label htmlFor={`${idBase}-to`} className="sr-only">{t('to', { day: label, n: i + 1 })}</label>
        <input id={`${idBase}-to`} type="time" required value={r.to}
          onChange={(e) => onChange(ranges.map((x, j) => (j === i ? { ...x, to: e.target.value } : x)))} />
        <button type="button" className="btn btn--secondary" onClick={() => onChange(ranges.filter((_, j) => j !== i))}>
          {removeLabel}
        </button>
      </li>
    );
  };

  return (
    <form className="hours-editor" onSubmit={submit} noValidate aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`}>{t('title')}</h2>
      <fieldset>
        <legend>{t('weekly')}</legend>
        <p className="note">{t('overnightHint')}</p>
        {HOURS_DAYS.map((d) => {
          const label = t(`days.${d}`);
          return (
            <div key={d} className="hours-editor__day" role="group" aria-label={label}>
              <span className="hours-editor__dayname">{label}</span>
              {weekly[d].length === 0 ? <span className="note">{t('closedDay')}</span> : null}
              <ul className="hours-editor__ranges">
                {weekly[d].map((_, i) => rangeRow(label, weekly[d], i, (r) => setDay(d, r), t('removeRange', { day: label, n: i + 1 }), `${idPrefix}-${d}-${i}`))}
              </ul>
              <button type="button" className="btn btn--secondary" onClick={() => setDay(d, [...weekly[d], { from: '11:00', to: '14:00' }])}>
                {t('addRange', { day: label })}
              </button>
            </div>
          );
        })}
      </fieldset>
      <fieldset>
        <legend>{t('special')}</legend>
        <p className="note">{t('specialHint')}</p>
        <ul className="hours-editor__special">
          {special.map((s, i) => {
            const n = i + 1;
            const base = `${idPrefix}-sp-${i}`;
            return (
              <li key={i}><div role="group" aria-label={t('specialWhere', { n })}>
                <label htmlFor={`${base}-date`}>{t('specialDate', { n })}</label>
                <input id={`${base}-date`} type="date" required value={s.date} onChange={(e) => setSpecialAt(i, { ...s, date: e.target.value })} />
                <label className="hours-editor__check">
                  <input type="checkbox" checked={s.closed}
                    onChange={(e) => setSpecialAt(i, { ...s, closed: e.target.checked, ranges: e.target.checked ? [] : [{ from: '11:00', to: '14:00' }] })} />
                  {t('specialClosed', { n })}
                </label>
                {s.closed ? null : (
                  <>
                    <ul className="hours-editor__ranges">
                      {s.ranges.map((_, j) => rangeRow(t('specialWhere', { n }), s.ranges, j, (r) => setSpecialAt(i, { ...s, ranges: r }), t('removeRange', { day: t('specialWhere', { n }), n: j + 1 }), `${base}-${j}`))}
                    </ul>
                    <button type="button" className="btn btn--secondary" onClick={() => setSpecialAt(i, { ...s, ranges: [...s.ranges, { from: '18:00', to: '22:00' }] })}>
                      {t('addRange', { day: t('specialWhere', { n }) })}
                    </button>
                  </>
                )}
                <button type="button" className="btn btn--secondary" onClick={() => setSpecialAt(i, null)}>{t('removeSpecial', { n })}</button>
              </div></li>
            );
          })}
        </ul>
        <button type="button" className="btn btn--secondary"
          onClick={() => setSpecial((l) => [...l, { date: '', closed: true, ranges: [] }])}>
          {t('addSpecial')}
        </button>
      </fieldset>
      {tried && problems.length > 0 ? (
        <div role="alert" className="alert alert--error">
          <p>{t('problemsTitle')}</p>
          <ul>
            {problems.map((p, i) => <li key={i}>{t(`problems.${p.code}`, { where: where(p) })}</li>)}
          </ul>
        </div>
      ) : null}
      <div className="hours-editor__actions">
        <button type="submit" className="btn btn--primary" disabled={state.kind === 'saving'}>
          {state.kind === 'saving' ? t('saving') : t('save')}
        </button>
        <p role="status" className={state.kind === 'failed' ? 'field__error' : 'note'}>
          {state.kind === 'saved' ? t('saved') : state.kind === 'failed' ? t('saveFailed', { message: state.message }) : ''}
        </p>
      </div>
    </form>
  );
}
