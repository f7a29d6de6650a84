// A render thread's first module (render-pool.ts starts it). The build's renderer is loaded first, before tsx's module
// hooks exist in this thread: through them the 4.5 MB module costs ~460 MB of memory, without them ~30 MB (measured).
// Then tsx is registered for the server's TypeScript modules (on Node 20 the main thread's hooks do not reach a worker
// thread), and the thread's entry starts with the renderer.
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';

const renderer = await import(pathToFileURL(workerData.rendererFile).href);
const { register } = await import('tsx/esm/api');
register();
const { startRenderThread } = await import(workerData.entry);
startRenderThread(renderer);
