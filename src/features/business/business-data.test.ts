import { budgetMonths, businessOverview, DEMO_EMPLOYEES, DEMO_MONTHLY_BUDGET } from './business-data.ts';
import { nextTabIndex } from './tab-keys.ts';

describe('business portal demo', () => {
  it('when the overview is computed from the demo employees, then spending, orders and the average are their sums', () => {
    // 87.40 + 132.90 + 45.20 + 98.70 + 61.30 + 23.80 = 449.30 €; 6 + 9 + 3 + 7 + 4 + 2 = 31 orders
    expect(businessOverview(DEMO_EMPLOYEES, DEMO_MONTHLY_BUDGET)).toEqual({
      spent: 44930,
      budget: 80000,
      usedPercent: 56, // 449.30 / 800 = 56.16 %
      orders: 31,
      employees: 6,
      averageOrder: 1449, // 449.30 / 31 = 14.4935… €
    });
  });

  it('when there are no employees or no budget, then nothing is divided by zero', () => {
    expect(businessOverview([], 0)).toEqual({ spent: 0, budget: 0, usedPercent: 0, orders: 0, employees: 0, averageOrder: 0 });
  });

  it('when the budget chart is built, then the current month is the employees’ sum after five past months', () => {
    const months = budgetMonths(DEMO_EMPLOYEES);
    expect(months.map((m) => m.month)).toEqual(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06']);
    expect(months.at(-1)?.spent).toBe(44930);
  });

  it('when arrow keys, Home and End are pressed on the tabs, then focus moves and wraps; other keys are not handled', () => {
    expect(nextTabIndex('ArrowRight', 0, 5)).toBe(1);
    expect(nextTabIndex('ArrowRight', 4, 5)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 5)).toBe(4);
    expect(nextTabIndex('ArrowLeft', 3, 5)).toBe(2);
    expect(nextTabIndex('Home', 3, 5)).toBe(0);
    expect(nextTabIndex('End', 1, 5)).toBe(4);
    expect(nextTabIndex('Enter', 1, 5)).toBeNull();
    expect(nextTabIndex('ArrowDown', 1, 5)).toBeNull();
  });
});
