import type { FastifyReply } from 'fastify';

/**
 * Sends JSON a use case built, as text or UTF-8 bytes (answers are assembled in SQL; no parse and stringify again).
 * Never cached by clients.
 */
export const sendJson = (reply: FastifyReply, body: string | Buffer) =>
  reply.type('application/json; charset=utf-8').header('cache-control', 'no-store').send(body);
