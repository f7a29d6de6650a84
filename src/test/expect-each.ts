/** Table-driven checks: for each [input, expected] case, `fn(input)` equals `expected` (a failure names the input). */
import { expect } from 'vitest';

export function expectEach<I, O>(fn: (input: I) => O, cases: readonly (readonly [I, O])[]): void {
  for (const [input, expected] of cases) expect(fn(input), `input ${JSON.stringify(input)}`).toEqual(expected);
}
