import { useMutation } from '@tanstack/react-query';
import { startTimeTravelBuild, type StartTimeTravelBody } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export const postTimeTravelBuild = (body: StartTimeTravelBody) => callRoute(startTimeTravelBuild, { body });
export const useStartTimeTravelBuild = () => useMutation({ mutationFn: postTimeTravelBuild });
