import { z } from 'zod';
import { route, withPosition } from './route.ts';

/** What pausing or resuming answers: whether the account is now paused, and the position to read it at. */
const pauseState = withPosition({ paused: z.boolean() });

/** POST /api/user/pause: the token's member is shown to no one new until she resumes; her matches and chats stay. */
export const pauseAccount = route({ method: 'POST', path: '/api/user/pause', response: pauseState });
/** POST /api/user/resume: the token's paused member is shown again. */
export const resumeAccount = route({ method: 'POST', path: '/api/user/resume', response: pauseState });
