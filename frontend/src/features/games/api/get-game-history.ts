import { queryOptions, useQuery } from '@tanstack/react-query';
import { listGameHistory } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { gameHistoryKey } from './game-keys.ts';

export const fetchGameHistory = () => callRoute(listGameHistory);

export const gameHistoryQueryOptions = () => queryOptions({ queryKey: gameHistoryKey, queryFn: fetchGameHistory });

export const useGameHistory = () => useQuery(gameHistoryQueryOptions());
