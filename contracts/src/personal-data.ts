import { z } from 'zod';
import { route } from './route.ts';

/**
 * POST /api/user/personal-data: the token's member downloads everything Sankofa holds about her, as
 * one zip archive (JSON documents and her media, laid out as docs/download-my-data.md says), streamed
 * as it is built. A few a day; past that, 429 with Retry-After.
 */
export const downloadPersonalData = route({ method: 'POST', path: '/api/user/personal-data', response: z.unknown() });
