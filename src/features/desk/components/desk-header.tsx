/**
 * The desk's top bar, the kitchen's shell (issue 32): the restaurant's name, the connection's state and the sound's
 * state always in view; the start button (unlocks sound, full screen, wake lock, notifications, push), full screen
 * again when left, the language, and busy mode while it lasts ("Viel los: +15 Min.", delivery paused); below, the pause
 * switch ("30 min keine neuen Bestellungen"), sold-out products and sign-out.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { IconBell } from '../../../components/icons.tsx';
import { activeBusy } from '../../../domain/busy.ts';
import type { DeskMe } from '../../../domain/wire/desk.ts';
import type { Busy } from '../../../domain/wire/vendor-hours.ts';
import { useDeskFormat } from '../format.ts';
import { canFullscreen } from '../use-fullscreen.ts';

export interface DeskHeaderProps {
  me: DeskMe | undefined;
  /** the clock (ms), ticking in the desk */
  now: number;
  /** the connection's compact state (ConnectionState) */
  connection: ReactNode;
  started: boolean;
  onStart: () => void;
  /** in full screen now, and how to enter it again */
  fullscreen: boolean;
  onFullscreen: () => void;
  soundOn: boolean;
  onSound: (on: boolean) => void;
  /** the pause as the server last confirmed it */
  pausedUntil: string | null;
  /** busy mode as the server last confirmed it (shown while it lasts) */
  busy: Busy | null;
  pauseBusy: boolean;
  onPause: (minutes: 0 | 30) => void;
  onCatalog: () => void;
  onSignOut: () => void;
}

export function DeskHeader(p: DeskHeaderProps) {
  const { t } = useTranslation('desk');
  const { time } = useDeskFormat();
  const paused = p.pausedUntil !== null && Date.parse(p.pausedUntil) > p.now;
  const sound = !p.started ? 'locked' : p.soundOn ? 'on' : 'off';
  const busy = activeBusy(p.busy, new Date(p.now));
  return (
    <header className="desk-header">
      <div className="desk-header__bar">
        <h1 className="desk-header__name">{p.me?.vendor.label ?? t('title')}</h1>
        {p.connection}
        <p className={`desk-state desk-state--sound-${sound}`} data-testid="desk-sound" data-sound={sound}>
          <IconBell off={sound !== 'on'} size={16} /> {t(`shell.sound.${sound}`)}
        </p>
        {busy ? (
          <p className="desk-state desk-state--busy" data-testid="desk-busy">
            {[
              busy.extraMinutes > 0 ? t('header.busy', { minutes: busy.extraMinutes }) : null,
              busy.deliveryPaused ? t('header.busyPaused') : null,
              busy.until ? t('header.busyUntil', { time: time(busy.until) }) : null,
            ].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        <span className="desk-header__spacer" />
        {p.started ? (
          <>
            <span className="desk-chip desk-chip--ok">{t('header.started')}</span>
            {!p.fullscreen && canFullscreen() ? (
              <button type="button" className="btn btn--secondary" onClick={p.onFullscreen}>{t('shell.fullscreen')}</button>
            ) : null}
          </>
        ) : (
          <button type="button" className="btn btn--primary desk-start" onClick={p.onStart}>
            {t('header.start')}
          </button>
        )}
        <LanguageSelect />
      </div>
      <div className="desk-header__controls">
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
