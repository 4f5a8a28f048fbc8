import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_TYPE_IDS, GAME_TYPES, type GameTypeId, type GameView } from '@sankofa/contracts';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateGame } from '../api/create-game.ts';
import { useActiveGames } from '../api/get-active-games.ts';
import { useGameHistory } from '../api/get-game-history.ts';
import { useGame } from '../api/get-game.ts';
import { useJoinGame } from '../api/join-game.ts';
import { useGameUpdates } from '../api/use-game-updates.ts';
import { ActiveGames, RecentGames } from './game-lists.tsx';
import { GameScreen } from './game-screen.tsx';
import { useTriviaForMatch } from './use-trivia-for-match.ts';

const failed = (title: string) => (error: unknown) => toast({ title, description: serverMessageOf(error) ?? i18n.t('games:tryAgain'), variant: 'destructive' });

function GameTypeGrid({ onStart, busy }: { onStart: (gameType: GameTypeId) => void; busy: boolean }) {
  const { t } = useTranslation('games');
  const playersOf = (id: GameTypeId) => {
    const { minPlayers: min, maxPlayers: max } = GAME_TYPES[id];
    return min === max ? t('twoPlayers') : t('playerRange', { min, max });
  };
  return (
    <div className="grid grid-cols-2 gap-3">
      {GAME_TYPE_IDS.map((id) => (
        <article key={id} className="flex flex-col gap-2 rounded-3xl border border-border bg-surface p-4">
          <h2 className="font-semibold">{t(`types.${id}.name`)}</h2>
          <p className="flex-1 text-xs text-muted-foreground">{t(`types.${id}.description`)}</p>
          <p className="text-xs text-muted-foreground">{t('minutes', { range: GAME_TYPES[id].averageDuration.replace(/ min$/, '') })} · {playersOf(id)}</p>
          <button type="button" className={smallButtonClass} disabled={busy} onClick={() => onStart(id)} aria-label={t('startGameLabel', { name: t(`types.${id}.name`) })}>
            {t('startGame')}
          </button>
        </article>
      ))}
    </div>
  );
}

/** /games: the four games, Active Games with Join and Recent Games; or the current game, played live. */
export function GamesPage() {
  const { t } = useTranslation('games');
  const viewerId = useCurrentUser().data?.id ?? '';
  const [currentId, setCurrentId] = useState<string | null>(null);
  const current = useGame(currentId).data;
  const active = useActiveGames();
  const history = useGameHistory();
  const create = useCreateGame();
  const join = useJoinGame();
  useGameUpdates();

  const start = useCallback((body: { gameType: GameTypeId; matchId?: string }) =>
    create.mutate(body, {
      onSuccess: ({ game }) => {
        setCurrentId(game.id);
        toast({ title: i18n.t('games:created'), description: i18n.t('games:createdDescription') });
      },
      onError: failed(i18n.t('games:createFailed')),
    }), [create]);
  const joinGame = useCallback((gameId: string) => join.mutate(gameId, { onSuccess: ({ game }) => setCurrentId(game.id), onError: failed(i18n.t('games:joinFailed')) }), [join]);
  useTriviaForMatch(useCallback((action) => {
    if ('create' in action) start({ gameType: 'cultural-trivia', matchId: action.create });
    else if ('join' in action) joinGame(action.join);
    else setCurrentId(action.show);
  }, [start, joinGame]), viewerId !== '');

  const playAgain = (game: GameView) => start({ gameType: game.gameTypeId, ...(game.matchId ? { matchId: game.matchId } : {}) });

  return (
    <>
      <PageHeader title={t('title')} />
      <div className="flex flex-col gap-4 px-4 pb-6">
        {current ? (
          <GameScreen game={current} viewerId={viewerId} onExit={() => setCurrentId(null)} onPlayAgain={() => playAgain(current)} playingAgain={create.isPending} />
        ) : (
          <>
            <p className="text-muted-foreground">{t('intro')}</p>
            <GameTypeGrid onStart={(gameType) => start({ gameType })} busy={create.isPending} />
            <ActiveGames games={active.data ?? []} viewerId={viewerId} onJoin={joinGame} onOpen={setCurrentId} busy={join.isPending} />
            <RecentGames games={history.data ?? []} viewerId={viewerId} />
          </>
        )}
      </div>
    </>
  );
}
