import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createLovePassport as createLovePassportContract, type CreateLovePassportBody } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { lovePassportsQueryKey } from './get-love-passports.ts';

export const createLovePassport = (body: CreateLovePassportBody) => callRoute(createLovePassportContract, { body });

export function useCreateLovePassport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLovePassport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lovePassportsQueryKey }),
  });
}
