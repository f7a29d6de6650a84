/**
 * The privacy page's "delete local data" box (spec 3 §2.7, §4): a confirmation dialog (focus trapped, cancel
 * closes), then every local store of the app is cleared, a toast says so and the page reloads after 2 s.
 * Failures are logged (spec 3 §8) and — rather than claiming success — the toast says not everything was deleted.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { showToast } from '../../components/toast.tsx';
import { RELOAD_DELAY_MS, browserWipeTargets } from './browser-wipe.ts';
import { wipeLocalData } from './local-data-wipe.ts';

export function WipeSection() {
  const { t } = useTranslation('legal');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [phase, setPhase] = useState<'idle' | 'working' | 'reloading'>('idle');
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (reloadTimer.current) clearTimeout(reloadTimer.current);
    },
    [],
  );

  const wipe = async () => {
    setConfirming(false);
    setPhase('working');
    const result = await wipeLocalData(browserWipeTargets(queryClient));
    for (const f of result.failed) console.error(`local data wipe: ${f.store} failed`, f.error);
    const ok = result.failed.length === 0;
    showToast(ok ? t('wipe.done') : t('wipe.failed'), { tone: ok ? 'success' : 'error', durationMs: RELOAD_DELAY_MS + 1000 });
    setPhase('reloading');
    reloadTimer.current = setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  };

  return (
    <section className="legal__wipe" aria-labelledby="wipe-title">
      <h2 id="wipe-title">{t('wipe.title')}</h2>
      <p>{t('wipe.text')}</p>
      <button type="button" className="btn btn--danger" disabled={phase !== 'idle'} onClick={() => setConfirming(true)}>
        {phase === 'idle' ? t('wipe.button') : t('wipe.working')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('wipe.confirmTitle')}
        message={t('wipe.confirmText')}
        confirmLabel={t('wipe.confirm')}
        cancelLabel={t('wipe.cancel')}
        onConfirm={() => void wipe()}
        onCancel={() => setConfirming(false)}
        danger
      />
    </section>
  );
}
