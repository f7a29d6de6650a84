/**
 * The back office's HTTP client for /api/v1/ops/** (issue 16): the operator's access token as Bearer, every answer
 * parsed with its wire schema (src/domain/wire/ops.ts), failures as the client's HttpError (lib/api/errors.ts)
 * with the server's message and, for a 400, the refused fields (path → message).
 */
import { createStaffFetch } from '../../staff-auth/staff-fetch.ts';
import { opsAccessToken } from '../ops-auth.ts';

const ops = createStaffFetch(() => opsAccessToken());

export const opsRequest = ops.request;
export const opsFetch = ops.fetch;
