/** Stored instead of random tokens (refresh tokens, mail-link tokens): their sha256, hex. */
import { createHash } from 'node:crypto';

export const sha256Hex = (token: string): string => createHash('sha256').update(token).digest('hex');
