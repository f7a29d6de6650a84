/**
 * The server's log: JSON lines (pino, Fastify's "incoming request" / "request completed" lines) in production and
 * whenever stdout is not a terminal; for a person at a terminal (`npm start`) readable lines from pino-pretty: one line
 * per request (method, URL with its secrets blanked, status, time), errors with their stack in full, and the start
 * banner with the pages to open (startBanner).
 */
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import { demoRoutesEnabled, type Config } from './config.ts';
import { redactUrl, requestLogSerializer } from './log-redaction.ts';

/** Whether the log is for a person: LOG_FORMAT, or by default a terminal outside production. */
export function prettyLog(config: Pick<Config, 'LOG_FORMAT' | 'NODE_ENV'>, isTTY = process.stdout.isTTY): boolean {
  if (config.LOG_FORMAT !== 'auto') return config.LOG_FORMAT === 'pretty';
  return isTTY && config.NODE_ENV !== 'production';
}

/**
 * Readable log: one line per answered request (`GET /restaurants 200 12 ms`), a 5xx as an error; the error itself is
 * logged in full where it is handled (the error handlers).
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else if (reply.statusCode >= 500) reply.log.error(line);
    else reply.log.info(line);
  }
}

/** Fastify's logger options; `destination`: where the readable lines go (default stdout; tests capture them). */
export function loggerOptions(
  config: Pick<Config, 'LOG_FORMAT' | 'LOG_LEVEL' | 'NODE_ENV'>,
  destination?: NodeJS.WritableStream,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (config.LOG_LEVEL === 'silent') return { logger: false };
  const serializers = { req: requestLogSerializer };
  if (!prettyLog(config)) return { logger: { level: config.LOG_LEVEL, serializers } };
  const stream = pretty({
    colorize: destination ? false : process.stdout.isTTY,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    // in order with what main.ts writes itself (the banner)
    sync: true,
    ...(destination ? { destination } : {}),
  });
  return { logger: { level: config.LOG_LEVEL, serializers, stream }, logController: new OneLinePerRequest() };
}

/** The start banner: where to open the app, the desk, the courier page, the back office and (demo mode) the demo pages. */
export function startBanner(config: Config, port: number, where: string): string {
  const origin = `http://localhost:${port}`;
  const rows: [string, string][] = [
    ['App', `${origin}/`],
    ['Vendor desk', `${origin}/desk`],
    ['Courier link page', `${origin}/courier`],
    ['Back office', `${origin}/ops`],
  ];
  if (demoRoutesEnabled(config)) {
    rows.push(['Demo mailbox', `${origin}/dev/mailbox`], ['Demo desk accounts', `${origin}/dev/desk-accounts`], ['Demo operator', `${origin}/dev/operator`]);
  }
  const width = Math.max(...rows.map(([label]) => label.length));
  return [`Lieferzone is running (${where})`, ...rows.map(([label, url]) => `  ${label.padEnd(width)}  ${url}`), '  Stop with Ctrl+C'].join('\n');
}
