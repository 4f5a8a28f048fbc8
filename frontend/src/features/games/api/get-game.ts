import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGame } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { gameKey } from './game-keys.ts';

export const fetchGame = (gameId: string) => callRoute(getGame, { params: { id: gameId } });

/** The current game: filled by each move's answer and each `game_updated`, fetched only when the page opens on it. */
export const gameQueryOptions = (gameId: string) => queryOptions({ queryKey: gameKey(gameId), queryFn: () => fetchGame(gameId) });

export const useGame = (gameId: string | null) => useQuery({ ...gameQueryOptions(gameId ?? ''), enabled: gameId !== null });
