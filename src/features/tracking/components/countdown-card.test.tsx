/**
 * A pre-order's card (issue 25): more than an hour ahead it shows the planned time in Vienna time and no countdown;
 * within the last hour the countdown runs.
 */
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { setClockOffset } from '../../../domain/clock.ts';
import { testI18n } from '../../../test/render-with-app.tsx';
import { CountdownCard, type CountdownCardProps } from './countdown-card.tsx';

// the shared clock at Friday 27 November 2026, 23:30 Vienna (22:30 UTC)
const NOW = Date.parse('2026-11-27T22:30:00Z');
afterEach(() => setClockOffset(0));

async function card(deliveryTime: string | null, more: Partial<CountdownCardProps> = {}) {
  setClockOffset(NOW - Date.now());
  const i18n = await testI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <CountdownCard nr="100007" orderTime={new Date(NOW - 60_000)} deliveryTime={deliveryTime} remember={false} {...more} />
    </I18nextProvider>,
  );
}

describe('the countdown card of a pre-order', () => {
  it('when the order is planned for 12:30 tomorrow, then the card shows that time and no multi-hour countdown', async () => {
    await card('2026-11-28T11:30:00Z');
    expect(screen.getByTestId('countdown-scheduled')).toHaveTextContent('Geplant für 28.11.2026, 12:30');
    expect(screen.queryByTestId('countdown-time')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('countdown')).not.toHaveTextContent(/\d{3,}:\d\d/);
  });

  it('when the planned time is less than an hour away, then the countdown runs', async () => {
    await card('2026-11-27T23:10:00Z');
    expect(screen.getByTestId('countdown-time')).toHaveTextContent('40:00');
    expect(screen.queryByTestId('countdown-scheduled')).toBeNull();
  });
});

describe('the countdown card before the restaurant accepted (issue 25 item 3: one delivery estimate)', () => {
  afterEach(() => localStorage.clear());

  it('when the range shown was "ca. 30–45 Min.", then the countdown ends 45 minutes after the order (44:00 a minute later), not 35', async () => {
    await card(null, { estimateMinutes: 45 });
    expect(screen.getByTestId('countdown-time')).toHaveTextContent('44:00');
  });

  it('when a pre-order for 12:30 tomorrow has no accepted time yet, then its requested time is shown, not a countdown', async () => {
    await card(null, { scheduledTime: '2026-11-28T11:30:00Z', estimateMinutes: 45 });
    expect(screen.getByTestId('countdown-scheduled')).toHaveTextContent('Geplant für 28.11.2026, 12:30');
    expect(screen.queryByTestId('countdown-time')).toBeNull();
  });

  it('when the restaurant accepted for 23:50, then its time replaces the range (20:00 left at 23:30)', async () => {
    await card('2026-11-27T22:50:00Z', { estimateMinutes: 45 });
    expect(screen.getByTestId('countdown-time')).toHaveTextContent('20:00');
  });

  it('when the range is still loading and nothing is remembered, then no figure is made up', async () => {
    await card(null, { estimateMinutes: undefined, remember: true });
    expect(screen.getByTestId('countdown-pending')).toHaveTextContent('--:--');
    expect(screen.queryByTestId('countdown-time')).toBeNull();
  });

  it('when the range is still loading and the end was remembered on this device, then the remembered end counts', async () => {
    localStorage.setItem('delivery_100007', '2026-11-27T22:40:00.000Z');
    await card(null, { estimateMinutes: undefined, remember: true });
    expect(screen.getByTestId('countdown-time')).toHaveTextContent('10:00');
  });
});
