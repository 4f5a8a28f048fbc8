import { useMutation } from '@tanstack/react-query';
import { askToVerify } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export const postAskToVerify = (memberId: string) => callRoute(askToVerify, { body: { memberId } });

/** Asks a match to verify herself; nothing on this member's screens changes. */
export const useAskToVerify = () => useMutation({ mutationFn: postAskToVerify });
