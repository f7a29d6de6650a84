import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// waitFor/findBy* wait for a state up to 5 s instead of 1 s: on a busy two-core machine a render can take longer
// than a second; a test that passes still returns as soon as its state is there
configure({ asyncUtilTimeout: 5_000 });
