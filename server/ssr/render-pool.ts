/**
 * The render threads: server rendering (React, the page's JSON state, compression — most of a page's cost) runs on
 * worker threads, so one server process renders on as many cores as it is given while its main thread keeps
 * answering the API, the static files and the cached pages. A thread asks the main thread for the in-process API
 * answers its loaders read (`inProcess`). A job goes to the thread with the fewest jobs; a thread that dies is
 * replaced, and its jobs fail, as does a job that takes longer than `timeoutMs` (the caller sends the shell instead:
 * the browser app renders the page itself).
 */
import { Worker } from 'node:worker_threads';
import { clockOffsetMs } from '../../src/domain/clock.ts';
import type { InProcessAnswer } from '../../src/domain/server-render.ts';
import { rendererFile } from './page-maker.ts';
import type { FromRenderThread, MadePage, PageJob, RenderThreadData, ToRenderThread } from './thread-protocol.ts';

export interface RenderPoolOptions {
  threads: number;
  distDir: string;
  publicApiToken: string;
  origin: string;
  inProcess: (path: string, headers: Record<string, string>) => Promise<InProcessAnswer>;
  /** A render still running after this long fails (default 10 s). */
  timeoutMs?: number;
  /** Told when a thread dies and is replaced. */
  onThreadError?: (err: Error) => void;
}

export interface RenderPool {
  render(job: PageJob): Promise<MadePage | null>;
  close(): Promise<void>;
}

interface Pending {
  resolve: (page: MadePage | null) => void;
  reject: (err: Error) => void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
}

// compiled (scripts/build-server.mjs) the threads' files are .mjs beside this module's bundle; from source, .ts
const compiled = !import.meta.url.endsWith('.ts');
const BOOT = new URL('./worker-boot.mjs', import.meta.url);
const ENTRY = new URL(compiled ? './render-worker.mjs' : './render-worker.ts', import.meta.url).href;

/**
 * A render thread's V8 heap: a young generation of 8 MB (V8's default lets it grow to 48 MB per thread, most of it
 * resident after a few hundred renders) and at most 128 MB of old generation (a thread holds ~20 MB after its renderer
 * is loaded, ~40–70 MB while rendering; past the limit it ends and is replaced instead of taking the machine's memory).
 * Measured with bench/memory.ts (2,000 mixed requests, 2 threads, together with the main thread's smaller young
 * generation, scripts/build-server.mjs): RSS 521 → 400 MB, the run no slower.
 * The young generation's limit holds where the process sets no `--max-semi-space-size` (tests, tsx). Under `npm start`
 * that flag (4 MB semi-spaces, scripts/build-server.mjs) is process-wide and V8 takes it over a thread's resourceLimits:
 * the threads' young generation is the main thread's size. A larger one for the threads alone (the flag cleared before
 * they start) was measured on 2026-12-02 for issue 26: 32 MB made 60 scavenges of 400 uncached listings instead of 257
 * (the render thread's GC ~2.8 → ~2.3 ms per page), but bench:memory's RSS after 2,000 requests was 313 MB against 296
 * with the threads' 8 MB in the same way (one run each), over the issue's 300; with no flag at all and 48 MB the
 * uncached listing took 10.65 instead of 11.80 ms of CPU per page (bench:ssr-ab, 8 rounds) at 299 instead of 220 MB.
 */
export const RENDER_THREAD_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 128 } as const;

export async function startRenderPool(opts: RenderPoolOptions): Promise<RenderPool> {
  const data: RenderThreadData = {
    entry: ENTRY,
    rendererFile: rendererFile(opts.distDir),
    distDir: opts.distDir,
    publicApiToken: opts.publicApiToken,
    origin: opts.origin,
    clockOffsetMs: clockOffsetMs(),
  };
  const timeoutMs = opts.timeoutMs ?? 10_000;
  let closing = false;
  let nextJob = 0;

  const start = (): Promise<Thread> =>
    new Promise((resolve, reject) => {
      const worker = new Worker(BOOT, { workerData: data, resourceLimits: RENDER_THREAD_LIMITS });
      const thread: Thread = { worker, pending: new Map() };
      let ready = false;
      const post = (msg: ToRenderThread) => worker.postMessage(msg);
      worker.on('message', (msg: FromRenderThread) => {
        if (msg.type === 'ready') {
          ready = true;
          resolve(thread);
        } else if (msg.type === 'failed') {
          reject(new Error(`render thread did not start: ${msg.message}`));
          void worker.terminate();
        } else if (msg.type === 'api') {
          opts.inProcess(msg.path, msg.headers).then(
            (answer) => post({ type: 'answer', id: msg.id, answer }),
            (err: unknown) => post({ type: 'answer', id: msg.id, answer: { status: 500, contentType: 'text/plain', body: String(err) } }),
          );
        } else {
          const job = thread.pending.get(msg.id);
          thread.pending.delete(msg.id);
          if (msg.type === 'page') job?.resolve(msg.page);
          else job?.reject(new Error(msg.message));
        }
      });
      const died = (err: Error) => {
        if (!ready) {
          reject(err);
          return;
        }
        for (const job of thread.pending.values()) job.reject(err);
        thread.pending.clear();
        const i = threads.indexOf(thread);
        if (i < 0 || closing) return;
        opts.onThreadError?.(err);
        // replaced: the slot takes jobs again once the new thread is up
        threads.splice(i, 1);
        start().then(
          (t) => (closing ? void t.worker.terminate() : threads.push(t)),
          (e: unknown) => opts.onThreadError?.(e instanceof Error ? e : new Error(String(e))),
        );
      };
      worker.on('error', died);
      worker.on('exit', (code) => died(new Error(`render thread exited (${code})`)));
    });

  const started = await Promise.allSettled(Array.from({ length: Math.max(1, opts.threads) }, start));
  const threads: Thread[] = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    // one did not start (a broken build): none is left running
    closing = true;
    await Promise.all(threads.map((t) => t.worker.terminate()));
    throw failed.reason;
  }

  return {
    render(job) {
      const thread = threads.reduce<Thread | undefined>((best, t) => (!best || t.pending.size < best.pending.size ? t : best), undefined);
      if (!thread) return Promise.reject(new Error('no render thread'));
      const id = nextJob++;
      return new Promise<MadePage | null>((resolve, reject) => {
        const timer = setTimeout(() => {
          thread.pending.delete(id);
          reject(new Error(`render of ${job.url} took longer than ${timeoutMs} ms`));
        }, timeoutMs);
        const settle = <T>(fn: (value: T) => void) => (value: T) => {
          clearTimeout(timer);
          fn(value);
        };
        thread.pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
        thread.worker.postMessage({ type: 'render', id, job } satisfies ToRenderThread);
      });
    },
    async close() {
      closing = true;
      await Promise.all(threads.splice(0).map((t) => t.worker.terminate()));
    },
  };
}
