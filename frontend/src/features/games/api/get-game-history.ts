import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listGameHistory, ResponseOf } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { gameHistoryKey } from './game-keys.ts';

export const fetchGameHistory = () => apiGet<ResponseOf<typeof listGameHistory>>('/api/games/history');

export const gameHistoryQueryOptions = () => queryOptions({ queryKey: gameHistoryKey, queryFn: fetchGameHistory });

export const useGameHistory = () => useQuery(gameHistoryQueryOptions());
