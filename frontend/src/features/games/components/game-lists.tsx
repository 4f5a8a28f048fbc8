import { useTranslation } from 'react-i18next';
import type { GameView } from '@sankofa/contracts';
import { Card } from '../../../components/card.tsx';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { gameNameOf, nameIn, outcomeOf } from './game-people.ts';

const others = (game: GameView, viewerId: string, yourMatches: string) =>
  game.participants.filter((player) => player.id !== viewerId).map((player) => player.firstName).join(', ') || yourMatches;

/** Games on: Join for one offered to the member, Open for one they play. */
export function ActiveGames({ games, viewerId, onJoin, onOpen, busy }: { games: GameView[]; viewerId: string; onJoin: (id: string) => void; onOpen: (id: string) => void; busy: boolean }) {
  const { t } = useTranslation('games');
  return (
    <Card title={t('activeGames')}>
      {games.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('noActiveGames')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {games.map((game) => (
            <li key={game.id} className="flex items-center gap-3 rounded-2xl bg-surface-muted p-3">
              <div className="flex-1">
                <p className="font-semibold">{gameNameOf(game.gameTypeId)}</p>
                <p className="text-xs text-muted-foreground">
                  {game.yourMove === 'join' ? t('invitesYou', { name: nameIn(game, game.participants[0]?.id ?? null, viewerId) }) : t('withPlayers', { names: others(game, viewerId, t('yourMatches')) })} · {t('roundOf', { round: game.currentRound, total: game.maxRounds })}
                </p>
              </div>
              {game.yourMove === 'join' ? (
                <button type="button" className={smallButtonClass} disabled={busy} onClick={() => onJoin(game.id)}>{t('join')}</button>
              ) : (
                <button type="button" className={smallButtonClass} onClick={() => onOpen(game.id)}>{t('open')}</button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The spec's Recent Games: the first 5, with scores. */
export function RecentGames({ games, viewerId }: { games: GameView[]; viewerId: string }) {
  const { t } = useTranslation('games');
  return (
    <Card title={t('recentGames')}>
      {games.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('noGamesYet')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {games.slice(0, 5).map((game) => (
            <li key={game.id} className="rounded-2xl bg-surface-muted p-3 text-sm">
              <p className="font-semibold">{gameNameOf(game.gameTypeId)} · {outcomeOf(game, viewerId)}</p>
              <p className="text-muted-foreground">
                {game.participants.map((player) => `${player.id === viewerId ? t('you') : player.firstName} ${game.scores[player.id] ?? 0}`).join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
