import { z } from 'zod';
import { publicMember } from './members.ts';
import { route } from './route.ts';

/** Revisit Passed Profiles (premium only: a free member is refused with 403 `premium_required`): the members the token's member passed, latest first. Liking one again is POST /api/swipes. */
export const listPassedProfiles = route({ method: 'GET', path: '/api/passed-profiles', response: z.array(publicMember) });
export type PassedProfiles = z.infer<typeof listPassedProfiles.response>;

/** The token's member's latest standing pass (free or premium), or null: what a rewind item takes back. */
export const getLastPass = route({ method: 'GET', path: '/api/last-pass', response: z.object({ member: publicMember.nullable() }) });
export type LastPass = z.infer<typeof getLastPass.response>;
