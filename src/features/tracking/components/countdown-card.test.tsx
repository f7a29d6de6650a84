/**
 * A pre-order's card (issue 25): more than an hour ahead it shows the planned time in Vienna time and no countdown;
 * within the last hour the countdown runs.
 */
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { setClockOffset } from '../../../domain/clock.ts';
import { testI18n } from '../../../test/render-with-app.tsx';
import { CountdownCard } from './countdown-card.tsx';

// the shared clock at Friday 27 November 2026, 23:30 Vienna (22:30 UTC)
const NOW = Date.parse('2026-11-27T22:30:00Z');
afterEach(() => setClockOffset(0));

async function card(deliveryTime: string) {
  setClockOffset(NOW - Date.now());
  const i18n = await testI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <CountdownCard nr="100007" orderTime={new Date(NOW - 60_000)} deliveryTime={deliveryTime} remember={false} />
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
