import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteRecording, listRecordings, saveRecording, type SavedRecording } from './recordings-db.ts';

/** The device's recordings through the query cache, so the list refreshes after a save or delete like any other data. */
const recordingsKey = ['voice-messages', 'local'] as const;

export const useRecordings = () => useQuery({ queryKey: recordingsKey, queryFn: listRecordings });

export function useSaveRecording() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (recording: SavedRecording) => saveRecording(recording), onSuccess: () => queryClient.invalidateQueries({ queryKey: recordingsKey }) });
}

export function useDeleteRecording() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRecording, onSuccess: () => queryClient.invalidateQueries({ queryKey: recordingsKey }) });
}
