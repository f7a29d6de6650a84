import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The unit files share one jsdom and one module graph per worker (isolate: false): setting up jsdom for each of
// ~170 files took six times as long as their tests. A file that replaces modules needs a module graph of
// its own (vi.mock), starts from modules not yet loaded (vi.resetModules) or replaces a global such as fetch (a request
// still under way from another file's test reached the stub: counted calls went wrong): those run isolated in a
// second project.
// src/test-setup.ts cleans the page, storage and timers between files.
const unitFiles = (readdirSync('src', { recursive: true }) as string[])
  .map((f) => `src/${f.replaceAll('\\', '/')}`)
  .filter((f) => /\.test\.tsx?$/.test(f));
const mocking = unitFiles.filter((f) => /\bvi\.(mock|doMock|resetModules|stubGlobal)\(|\bstubFetchEachTest\(/.test(readFileSync(f, 'utf8')));

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: mocking,
          isolate: false,
          environment: 'jsdom',
          globals: true,
          setupFiles: ['./src/test-setup.ts'],
          // a passing test returns as soon as it is done; the limit is for a busy two-core machine, where 5 s ran out
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: mocking,
          environment: 'jsdom',
          globals: true,
          setupFiles: ['./src/test-setup.ts'],
          // a passing test returns as soon as it is done; the limit is for a busy two-core machine, where 5 s ran out
          testTimeout: 20_000,
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
          // a worker imports the server's modules once, not once per file: isolated, importing them took half the
          // suite's time (500 of 1,080 s at a load of 10). Server tests mock no modules and stub no globals; each file
          // builds its own app and database, so no state is shared between files but the modules' own caches
          isolate: false,
          // the migrated database every test database starts from, made once per run
          globalSetup: ['./server/test-global-setup.ts'],
          // generous for a busy 2-core machine (CI's): loading a PGlite cluster takes about a second on a quiet machine,
          // many times that at a load average of 20
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
