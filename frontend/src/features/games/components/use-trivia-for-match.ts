import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import type { GameView } from '@sankofa/contracts';
import { fetchActiveGames } from '../api/get-active-games.ts';

/** The match a cultural-trivia date sends here with `/games?trivia=<matchId>`, if any. */
export const triviaMatchOf = (search: string): string | null => new URLSearchParams(search).get('trivia')?.trim() || null;

/**
 * Opens the Cultural Trivia game of a match once per visit: the one already on (joining it when
 * it waits for the member), or a new one for that match.
 */
export function useTriviaForMatch(open: (action: { join: string } | { show: string } | { create: string }) => void, enabled: boolean) {
  const matchId = triviaMatchOf(useSearch());
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled || !matchId || done.current === matchId) return;
    done.current = matchId;
    void fetchActiveGames().then((games: GameView[]) => {
      const game = games.find((candidate) => candidate.gameTypeId === 'cultural-trivia' && candidate.matchId === matchId);
      if (!game) open({ create: matchId });
      else if (game.yourMove === 'join') open({ join: game.id });
      else open({ show: game.id });
    });
  }, [matchId, enabled, open]);
}
