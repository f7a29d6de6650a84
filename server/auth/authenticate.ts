/**
 * The `authenticate` plugin: one sign-in check per role, decorated on the instance so every area uses the same hooks.
 *
 *   scope.addHook('preValidation', app.authenticate.desk)   // a desk account, else 401 / 403
 *   scope.addHook('onRequest', app.authenticate.operator)   // an operator, else 401 / 403
 *   { preHandler: app.authenticate.customer }               // a signed-in customer, a guest (null), or 401
 *
 * and the handlers read `deskOf(req)`, `operatorOf(req)`, `req.customer`. Tokens are checked by the server's one JWT
 * verification (supabase/jwt.ts, over fast-jwt); the account is looked up on every call, so a signed-out session, an
 * unlinked desk or a revoked operator stops at once. The Supabase API (/auth/v1, /rest/v1) answers in its own wire
 * shapes (GoTrue, PostgREST) and calls the same verification. Courier links are capability URLs, not sign-ins
 * (courier/links.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/index.ts';
import { requireDesk, type DeskAccount } from '../desk/auth.ts';
import { ApiError } from '../errors.ts';
import { requireOperator, type Operator } from '../ops/auth.ts';
import { bearerToken } from '../vendor-api/auth.ts';
import { customerOf, type Customer } from '../vendor-api/customer-auth.ts';

export interface AuthenticateOptions {
  config: Config;
  db: Queryable;
  /** the server's clock (expiry of access tokens) */
  now: () => Date;
}

type AuthHook = (req: FastifyRequest) => Promise<void>;

export interface Authenticate {
  /** a desk account's access token: sets req.desk; 401 without a valid user token, 403 for a user who is no desk */
  desk: AuthHook;
  /** an operator's access token: sets req.operator; 401 without a valid user token, 403 for a user who is no operator */
  operator: AuthHook;
  /** a signed-in customer or a guest: sets req.customer (null for a guest); 401 for a JWT that fails */
  customer: AuthHook;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: Authenticate;
  }
  interface FastifyRequest {
    /** set by app.authenticate.desk */
    desk: DeskAccount | null;
    /** set by app.authenticate.operator */
    operator: Operator | null;
    /** set by app.authenticate.customer: null for a guest */
    customer: Customer | null;
  }
}

/** The desk account of a request behind app.authenticate.desk. */
export function deskOf(req: FastifyRequest): DeskAccount {
  if (!req.desk) throw new ApiError(401, 'Desk sign-in required');
  return req.desk;
}

/** The operator of a request behind app.authenticate.operator. */
export function operatorOf(req: FastifyRequest): Operator {
  if (!req.operator) throw new ApiError(401, 'Operator sign-in required');
  return req.operator;
}

function authenticate(app: FastifyInstance, { config, db, now }: AuthenticateOptions, done: (err?: Error) => void): void {
  app.decorateRequest('desk', null);
  app.decorateRequest('operator', null);
  app.decorateRequest('customer', null);
  const hooks: Authenticate = {
    desk: async (req) => {
      req.desk = await requireDesk(db, config, req.headers.authorization, now());
    },
    operator: async (req) => {
      req.operator = await requireOperator(db, config, req.headers.authorization, now());
    },
    // synchronous (no lookup); a refusal becomes the promise's rejection
    customer: (req) =>
      new Promise<void>((resolve) => {
        req.customer = customerOf(config, bearerToken(req.headers.authorization), now());
        resolve();
      }),
  };
  app.decorate('authenticate', hooks);
  done();
}

export const authenticatePlugin = fp(authenticate, { name: 'lieferzone-authenticate', fastify: '5.x' });
