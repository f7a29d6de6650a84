/**
 * The desk's HTTP client for /api/v1/desk/** (issue 14): the desk account's access token as Bearer, every answer
 * parsed with its wire schema (src/domain/wire/desk.ts), failures as the client's HttpError (lib/api/errors.ts).
 */
import { createStaffFetch } from '../../staff-auth/staff-fetch.ts';
import { deskAccessToken } from '../desk-auth.ts';

const desk = createStaffFetch(() => deskAccessToken());

export const deskRequest = desk.request;
export const deskFetch = desk.fetch;
export const deskSend = desk.send;
