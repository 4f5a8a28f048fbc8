import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { blockContacts, clearContactBlocks, getContactBlocks } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

const contactBlocksQueryKey = [getContactBlocks.path] as const;

export const contactBlocksQueryOptions = () => queryOptions({ queryKey: contactBlocksQueryKey, queryFn: () => callRoute(getContactBlocks) });

/** How many numbers she blocked (the numbers themselves are hashes on the server). */
export const useContactBlocks = () => useQuery(contactBlocksQueryOptions());

/** Several numbers pasted at once: one per line, or separated by commas or semicolons. */
export const phoneNumbersIn = (text: string): string[] =>
  text
    .split(/[\n,;]+/)
    .map((phone) => phone.trim())
    .filter(Boolean);

/** Every list that shows members changes with her blocks, so all queries are read again. */
const useBlocksMutation = <Input,>(mutationFn: (input: Input) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries() });
};

export const useBlockContacts = () => useBlocksMutation((phoneNumbers: string[]) => callRoute(blockContacts, { body: { phoneNumbers } }));
export const useClearContactBlocks = () => useBlocksMutation(() => callRoute(clearContactBlocks));
