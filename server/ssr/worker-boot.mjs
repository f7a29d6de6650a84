// A render thread's first module (render-pool.ts starts it): the server's modules are TypeScript, run by tsx, and on
// Node 20 the main thread's module hooks do not reach a worker thread — so it registers tsx itself, then loads its entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
