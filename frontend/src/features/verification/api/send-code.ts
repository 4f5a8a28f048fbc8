import { useMutation } from '@tanstack/react-query';
import { sendVerificationCode, type BodyOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export const postSendCode = (body: BodyOf<typeof sendVerificationCode>) => callRoute(sendVerificationCode, { body });

export const useSendCode = () => useMutation({ mutationFn: postSendCode });
