import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listActiveGames, ResponseOf } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { activeGamesKey } from './game-keys.ts';

export const fetchActiveGames = () => apiGet<ResponseOf<typeof listActiveGames>>('/api/games/active');

export const activeGamesQueryOptions = () => queryOptions({ queryKey: activeGamesKey, queryFn: fetchActiveGames });

export const useActiveGames = () => useQuery(activeGamesQueryOptions());
