import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';

// waitFor/findBy* wait for a state up to 10 s instead of 1 s: on a busy two-core machine a render can take
// seconds; a test that passes still returns as soon as its state is there
configure({ asyncUtilTimeout: 10_000 });

// The unit project runs its files in one shared environment per worker (vitest.config.ts: isolate false — setting
// up jsdom per file took six times as long as the tests themselves). Testing Library registers its automatic
// cleanup only when first imported, so every file's setup unmounts what the previous test rendered, and each file
// starts on an empty page with empty storage and real timers.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
beforeAll(() => {
  if (typeof document === 'undefined') return; // a file in the node environment
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
});
