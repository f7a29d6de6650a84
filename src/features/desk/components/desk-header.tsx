/**
 * The desk's top bar: the restaurant, the start button (unlocks sound, asks for notifications, subscribes to push),
 * the sound switch, the pause switch ("30 min keine neuen Bestellungen"), sold-out products and sign-out.
 */
import { useTranslation } from 'react-i18next';
import type { DeskMe } from '../../../domain/wire/desk.ts';
import { useDeskFormat } from '../format.ts';

export interface DeskHeaderProps {
  me: DeskMe | undefined;
  /** the clock (ms), ticking in the desk */
  now: number;
  started: boolean;
  onStart: () => void;
  soundOn: boolean;
  onSound: (on: boolean) => void;
  /** the pause as the server last confirmed it */
  pausedUntil: string | null;
  pauseBusy: boolean;
  onPause: (minutes: 0 | 30) => void;
  onCatalog: () => void;
  onSignOut: () => void;
}

export function DeskHeader(p: DeskHeaderProps) {
  const { t } = useTranslation('desk');
  const { time } = useDeskFormat();
  const paused = p.pausedUntil !== null && Date.parse(p.pausedUntil) > p.now;
  return (
    <header className="desk-header">
      <div className="desk-header__who">
        <h1>{p.me?.vendor.label ?? t('title')}</h1>
        {p.me ? <p className="note">{p.me.email}</p> : null}
      </div>
      <div className="desk-header__controls">
        {p.started ? (
          <span className="desk-chip desk-chip--ok">{t('header.started')}</span>
        ) : (
          <button type="button" className="btn btn--primary desk-start" onClick={p.onStart}>
            {t('header.start')}
          </button>
        )}
        <button type="button" className="btn btn--secondary" aria-pressed={p.soundOn} onClick={() => p.onSound(!p.soundOn)}>
          {p.soundOn ? t('header.soundOn') : t('header.soundOff')}
        </button>
        <button
          type="button"
          className={`btn ${paused ? 'btn--danger' : 'btn--secondary'}`}
          aria-pressed={paused}
          disabled={p.pauseBusy}
          onClick={() => p.onPause(paused ? 0 : 30)}
        >
          {paused ? t('header.resume') : t('header.pause')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={p.onCatalog}>
          {t('header.catalog')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={p.onSignOut}>
          {t('header.signOut')}
        </button>
      </div>
      <p className="desk-header__status" role="status">
        {paused && p.pausedUntil ? t('header.pausedUntil', { time: time(p.pausedUntil) }) : ''}
      </p>
      {!p.started ? <p className="desk-header__hint note">{t('header.startHint')}</p> : null}
    </header>
  );
}
