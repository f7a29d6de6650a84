import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          globals: true,
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          globals: true,
          // one PGlite per test file; keep files parallel but bounded on a 2-core machine
          maxWorkers: 2,
          // generous for a busy 2-core machine (CI's): a file's first database comes from the migrated template, which
          // the worker builds once — two seconds on a quiet machine, over a minute at a load average of 20
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
