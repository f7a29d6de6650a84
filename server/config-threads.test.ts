import { describe, expect, it } from 'vitest';
import { defaultRenderThreads } from './config.ts';

describe('defaultRenderThreads', () => {
  it('leaves one core to the main thread, at least one and at most 4 render threads', () => {
    expect(defaultRenderThreads(1)).toBe(1);
    expect(defaultRenderThreads(2)).toBe(1);
    expect(defaultRenderThreads(3)).toBe(2);
    expect(defaultRenderThreads(5)).toBe(4);
    expect(defaultRenderThreads(16)).toBe(4);
  });
});
