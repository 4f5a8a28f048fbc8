import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLovePassportBody, ResponseOf, createLovePassport as createLovePassportContract } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';
import { lovePassportsQueryKey } from './get-love-passports.ts';

export const createLovePassport = (body: CreateLovePassportBody): Promise<ResponseOf<typeof createLovePassportContract>> =>
  apiSend('POST', '/api/love-passport', body);

export function useCreateLovePassport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLovePassport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lovePassportsQueryKey }),
  });
}
