import type { FastifyReply } from 'fastify';

/** Sends JSON text a use case built (answers are assembled in SQL; no parse and stringify again). Never cached. */
export const sendJson = (reply: FastifyReply, body: string) =>
  reply.type('application/json; charset=utf-8').header('cache-control', 'no-store').send(body);
