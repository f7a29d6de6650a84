/**
 * A render thread (started by render-pool.ts; worker-boot.mjs loads the build's renderer and calls startRenderThread):
 * makes the pages the main thread asks for (page-maker.ts) and asks the main thread for the API's answers, which its
 * loaders read in-process.
 */
import { writeFileSync } from 'node:fs';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import type { InProcessAnswer, ServerRendererModule } from '../../src/domain/server-render.ts';
import { createPageMaker } from './page-maker.ts';
import type { FromRenderThread, RenderThreadData, ToRenderThread } from './thread-protocol.ts';

export async function startRenderThread(renderer: ServerRendererModule): Promise<void> {
  if (!parentPort) throw new Error('render-worker.ts runs as a worker thread');
  const port = parentPort;
  // the thread names itself (Linux, at most 15 characters): `top -H` and bench:api's per-thread CPU tell it apart
  try {
    writeFileSync('/proc/thread-self/comm', `lz-render-${threadId}`);
  } catch {
    // not Linux: unnamed
  }
  const data = workerData as RenderThreadData;
  const send = (msg: FromRenderThread) => port.postMessage(msg);

  const asked = new Map<number, (answer: InProcessAnswer) => void>();
  let nextAsk = 0;
  const inProcess = (path: string, headers: Record<string, string>) =>
    new Promise<InProcessAnswer>((resolve) => {
      const id = nextAsk++;
      asked.set(id, resolve);
      send({ type: 'api', id, path, headers });
    });

  const made = createPageMaker({ renderer, distDir: data.distDir, publicApiToken: data.publicApiToken, origin: data.origin, clockOffsetMs: data.clockOffsetMs, inProcess });
  const problem = (err: unknown) => (err instanceof Error ? (err.stack ?? err.message) : String(err));

  // answers may come while the renderer sets up; pages to render only after 'ready'
  async function handle(msg: ToRenderThread): Promise<void> {
    if (msg.type === 'answer') {
      asked.get(msg.id)?.(msg.answer);
      asked.delete(msg.id);
      return;
    }
    try {
      const page = await (await made)(msg.job);
      // the page's bytes move to the main thread instead of being copied (when each fills its own ArrayBuffer)
      const moved = [page?.html, page?.encoded?.body].flatMap((u) =>
        u && u.byteOffset === 0 && u.byteLength === u.buffer.byteLength ? [u.buffer as ArrayBuffer] : [],
      );
      port.postMessage({ type: 'page', id: msg.id, page } satisfies FromRenderThread, moved);
    } catch (err) {
      send({ type: 'error', id: msg.id, message: problem(err) });
    }
  }

  port.on('message', (msg: ToRenderThread) => void handle(msg));
  await made.then(
    () => send({ type: 'ready' }),
    (err: unknown) => send({ type: 'failed', message: problem(err) }),
  );
}
