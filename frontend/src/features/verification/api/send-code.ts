import { useMutation } from '@tanstack/react-query';
import type { BodyOf, ResponseOf, sendVerificationCode } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';

export const postSendCode = (body: BodyOf<typeof sendVerificationCode>) =>
  apiSend<ResponseOf<typeof sendVerificationCode>>('POST', '/api/verification/send-code', body);

export const useSendCode = () => useMutation({ mutationFn: postSendCode });
