import { act, render, renderHook, screen } from '@testing-library/react';
import { useStepFocus } from '../use-step-focus.ts';
import { WizardProgress } from './wizard-progress.tsx';

describe('wizard progress', () => {
  it('when on step 2 of 5 with the percentage, then step 2 is the current one and the bar says 40 %', () => {
    render(<WizardProgress steps={['A', 'B', 'C', 'D', 'E']} current={1} showPercent />);
    const current = screen.getByText(/2\. B/);
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText(/1\. A/)).not.toHaveAttribute('aria-current');
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(bar.firstElementChild).toHaveStyle({ width: '40%' });
  });

  it('when the step changes, then the focus moves to the step heading, but not on the first render', () => {
    const heading = document.createElement('h2');
    heading.tabIndex = -1;
    document.body.append(heading);
    const { result, rerender } = renderHook(({ step }) => useStepFocus(step), { initialProps: { step: 0 } });
    act(() => {
      (result.current as { current: HTMLElement | null }).current = heading;
    });
    expect(document.activeElement).not.toBe(heading);
    rerender({ step: 1 });
    expect(document.activeElement).toBe(heading);
    heading.remove();
  });
});
