import './zod-jitless.ts';
import { config } from 'zod';
import { config as miniConfig } from 'zod/mini';

describe('zod without eval (our CSP forbids it)', () => {
  it('when the entry has run, then zod and zod/mini read jitless: no parser is compiled with new Function', () => {
    expect(config().jitless).toBe(true);
    expect(miniConfig().jitless).toBe(true);
  });
});
