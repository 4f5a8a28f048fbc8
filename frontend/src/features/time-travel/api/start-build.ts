import { useMutation } from '@tanstack/react-query';
import type { ResponseOf, StartTimeTravelBody, startTimeTravelBuild } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';

export const postTimeTravelBuild = (body: StartTimeTravelBody) => apiSend<ResponseOf<typeof startTimeTravelBuild>>('POST', '/api/admin/time-travel/builds', body);
export const useStartTimeTravelBuild = () => useMutation({ mutationFn: postTimeTravelBuild });
