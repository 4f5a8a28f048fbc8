import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approveHeldPhoto, listHeldPhotos, rejectHeldPhoto } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export const heldPhotosKey = [listHeldPhotos.path] as const;

export const fetchHeldPhotos = () => callRoute(listHeldPhotos);
export const heldPhotosQueryOptions = () => queryOptions({ queryKey: heldPhotosKey, queryFn: fetchHeldPhotos });
export const useHeldPhotos = () => useQuery(heldPhotosQueryOptions());

export interface PhotoDecision {
  id: string;
  decision: 'approve' | 'reject';
}

export const postPhotoDecision = ({ id, decision }: PhotoDecision) => callRoute(decision === 'approve' ? approveHeldPhoto : rejectHeldPhoto, { params: { id } });

export function usePhotoDecision() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postPhotoDecision, onSettled: () => queryClient.invalidateQueries({ queryKey: heldPhotosKey }) });
}
