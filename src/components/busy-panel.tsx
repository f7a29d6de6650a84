/**
 * Busy mode (issue 32): +15 / +30 minutes on every estimate customers see and/or delivery paused while pickup stays,
 * until switched off or for a chosen number of hours. Used by the desk and the back office; texts in `hours`.
 */
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Busy, BusyBody } from '../domain/wire/vendor-hours.ts';

const DURATIONS = [null, 60, 120, 180] as const;

interface Props {
  idPrefix: string;
  busy: Busy | null;
  /** whether pickup is offered (delivery can be paused only then) */
  canPauseDelivery: boolean;
  onSave: (body: BusyBody) => Promise<unknown>;
}

export function BusyPanel({ idPrefix, busy, canPauseDelivery, onSave }: Props) {
  const { t, i18n } = useTranslation('hours');
  const [extra, setExtra] = useState<0 | 15 | 30>(busy?.extraMinutes ?? 15);
  const [paused, setPaused] = useState(busy?.deliveryPaused ?? false);
  const [forMinutes, setForMinutes] = useState<(typeof DURATIONS)[number]>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const send = (body: BusyBody) => {
    setSaving(true);
    setFailed(null);
    onSave(body).then(
      () => setSaving(false),
      (err: unknown) => {
        setSaving(false);
        setFailed(err instanceof Error ? err.message : String(err));
      },
    );
  };
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    send({ extraMinutes: extra, deliveryPaused: canPauseDelivery && paused, forMinutes });
  };
  const time = (iso: string) => new Date(iso).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Vienna' });
  const state = busy
    ? t('busy.stateOn', {
        minutes: busy.extraMinutes,
        delivery: busy.deliveryPaused ? t('busy.stateDelivery') : '',
        until: busy.until ? t('busy.stateUntil', { time: time(busy.until) }) : '',
      })
    : t('busy.stateOff');

  return (
    <form className="busy-panel" onSubmit={submit} aria-labelledby={`${idPrefix}-busy-title`}>
      <h2 id={`${idPrefix}-busy-title`}>{t('busy.title')}</h2>
      <p className="note">{t('busy.hint')}</p>
      <p role="status" data-testid="busy-state">{state}</p>
      <fieldset>
        <legend>{t('busy.extra')}</legend>
        {([0, 15, 30] as const).map((m) => (
          <label key={m} className="busy-panel__choice">
            <input type="radio" name={`${idPrefix}-extra`} value={m} checked={extra === m} onChange={() => setExtra(m)} />
            {m === 0 ? t('busy.none') : m === 15 ? t('busy.plus15') : t('busy.plus30')}
          </label>
        ))}
      </fieldset>
      {canPauseDelivery ? (
        <label className="busy-panel__choice">
          <input type="checkbox" checked={paused} onChange={(e) => setPaused(e.target.checked)} />
          {t('busy.pauseDelivery')}
        </label>
      ) : null}
      <label htmlFor={`${idPrefix}-busy-duration`}>{t('busy.duration')}</label>
      <select id={`${idPrefix}-busy-duration`} value={forMinutes === null ? '' : String(forMinutes)}
        onChange={(e) => setForMinutes(e.target.value === '' ? null : (Number(e.target.value) as 60 | 120 | 180))}>
        {DURATIONS.map((d) => (
          <option key={d ?? 'off'} value={d === null ? '' : String(d)}>{d === null ? t('busy.untilOff') : t('busy.hours', { count: d / 60 })}</option>
        ))}
      </select>
      <div className="busy-panel__actions">
        <button type="submit" className="btn btn--primary" disabled={saving}>{t('busy.save')}</button>
        <button type="button" className="btn btn--secondary" disabled={saving || !busy}
          onClick={() => send({ extraMinutes: 0, deliveryPaused: false, forMinutes: null })}>
          {t('busy.off')}
        </button>
      </div>
      {failed ? <p role="alert" className="field__error">{t('saveFailed', { message: failed })}</p> : null}
    </form>
  );
}
