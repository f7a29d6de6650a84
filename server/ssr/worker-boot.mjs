// A render thread's first module (render-pool.ts starts it). The build's renderer is loaded first, before tsx's module
// hooks exist in this thread: through them the 4.5 MB module costs ~460 MB of memory, without them ~30 MB (measured).
// From source (tests, `npm run serve`) tsx is then registered for the server's TypeScript modules (on Node 20 the main
// thread's hooks do not reach a worker thread); the compiled server (`npm start`) needs no tsx. Then the thread's
// entry starts with the renderer.
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';

const renderer = await import(pathToFileURL(workerData.rendererFile).href);
if (workerData.entry.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
const { startRenderThread } = await import(workerData.entry);
startRenderThread(renderer);
