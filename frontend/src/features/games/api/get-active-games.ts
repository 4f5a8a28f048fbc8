import { queryOptions, useQuery } from '@tanstack/react-query';
import { listActiveGames } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { activeGamesKey } from './game-keys.ts';

export const fetchActiveGames = () => callRoute(listActiveGames);

export const activeGamesQueryOptions = () => queryOptions({ queryKey: activeGamesKey, queryFn: fetchActiveGames });

export const useActiveGames = () => useQuery(activeGamesQueryOptions());
