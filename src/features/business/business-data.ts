/**
 * Static demo data of the business portal (spec 3 §2.14): a sample company's employees, budget and reports. No
 * real calls, no permission checks — the page says so. Amounts in integer cents; the overview's figures are
 * computed from these rows, not written down separately.
 */
import type { Cents } from '../../domain/money.ts';

export interface DemoEmployee {
  name: string;
  department: 'sales' | 'engineering' | 'marketing' | 'accounting' | 'warehouse';
  limit: Cents;
  spent: Cents;
  orders: number;
}

export const DEMO_EMPLOYEES: readonly DemoEmployee[] = [
  { name: 'Anna Berger', department: 'sales', limit: 15000, spent: 8740, orders: 6 },
  { name: 'Lukas Huber', department: 'engineering', limit: 15000, spent: 13290, orders: 9 },
  { name: 'Sophie Wagner', department: 'marketing', limit: 12000, spent: 4520, orders: 3 },
  { name: 'David Pichler', department: 'engineering', limit: 15000, spent: 9870, orders: 7 },
  { name: 'Elif Yılmaz', department: 'accounting', limit: 12000, spent: 6130, orders: 4 },
  { name: 'Jakob Moser', department: 'warehouse', limit: 10000, spent: 2380, orders: 2 },
];

/** The default monthly limit of a new employee. */
export const DEMO_DEFAULT_LIMIT: Cents = 15000;

/** The company's monthly budget for meal orders. */
export const DEMO_MONTHLY_BUDGET: Cents = 80000;

/** Spending of the last five months (YYYY-MM); the current month (the employees' sum) follows. */
export const DEMO_PAST_MONTHS: readonly { month: string; spent: Cents }[] = [
  { month: '2026-01', spent: 51240 },
  { month: '2026-02', spent: 60410 },
  { month: '2026-03', spent: 68890 },
  { month: '2026-04', spent: 57130 },
  { month: '2026-05', spent: 74560 },
];
export const DEMO_CURRENT_MONTH = '2026-06';

/** Orders of the current month by cuisine. */
export const DEMO_ORDERS_BY_CUISINE: readonly { cuisine: 'pizza' | 'asian' | 'healthy' | 'burger' | 'austrian'; orders: number }[] = [
  { cuisine: 'pizza', orders: 9 },
  { cuisine: 'asian', orders: 7 },
  { cuisine: 'healthy', orders: 6 },
  { cuisine: 'burger', orders: 5 },
  { cuisine: 'austrian', orders: 4 },
];

export interface BusinessOverview {
  spent: Cents;
  budget: Cents;
  /** whole per cent of the budget used, rounded down */
  usedPercent: number;
  orders: number;
  employees: number;
  /** average order value, rounded to the cent */
  averageOrder: Cents;
}

export function businessOverview(employees: readonly DemoEmployee[], budget: Cents): BusinessOverview {
  const spent = employees.reduce((s, e) => s + e.spent, 0);
  const orders = employees.reduce((s, e) => s + e.orders, 0);
  return {
    spent,
    budget,
    usedPercent: budget > 0 ? Math.floor((spent * 100) / budget) : 0,
    orders,
    employees: employees.length,
    averageOrder: orders > 0 ? Math.round(spent / orders) : 0,
  };
}

/** The six months of the budget chart: the past months and the current one (spent so far). */
export function budgetMonths(employees: readonly DemoEmployee[]): { month: string; spent: Cents }[] {
  return [...DEMO_PAST_MONTHS, { month: DEMO_CURRENT_MONTH, spent: businessOverview(employees, DEMO_MONTHLY_BUDGET).spent }];
}
