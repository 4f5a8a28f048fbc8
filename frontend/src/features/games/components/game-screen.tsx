import { useTranslation } from 'react-i18next';
import type { GameView } from '@sankofa/contracts';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { useGameAction, type GameActionBody } from '../api/game-action.ts';
import { CulturalTrivia } from './cultural-trivia.tsx';
import { EmojiStory } from './emoji-story.tsx';
import { Guessary } from './guessary.tsx';
import { LieDetector } from './lie-detector.tsx';
import { gameNameOf } from './game-people.ts';
import { RoundFooter } from './round-footer.tsx';

interface GameScreenProps {
  game: GameView;
  viewerId: string;
  onExit: () => void;
  onPlayAgain: () => void;
  playingAgain: boolean;
}

function GameBoard({ game, viewerId, act, busy }: { game: GameView; viewerId: string; act: (body: GameActionBody) => void; busy: boolean }) {
  const { t } = useTranslation('games');
  const data = game.gameData;
  if (game.status === 'waiting' || !data) return <p className="text-center text-muted-foreground">{t('waitingForMatch')}</p>;
  switch (data.kind) {
    case 'lie-detector':
      return <LieDetector game={game} data={data} viewerId={viewerId} act={act} busy={busy} />;
    case 'guessary':
      return <Guessary game={game} data={data} viewerId={viewerId} act={act} busy={busy} />;
    case 'cultural-trivia':
      return <CulturalTrivia game={game} data={data} viewerId={viewerId} act={act} busy={busy} />;
    case 'emoji-story':
      return <EmojiStory game={game} data={data} viewerId={viewerId} act={act} busy={busy} />;
  }
}

/** The in-game view: 'round X of Y', the participants with their points, a progress bar, the board and Exit Game. */
export function GameScreen({ game, viewerId, onExit, onPlayAgain, playingAgain }: GameScreenProps) {
  const { t } = useTranslation('games');
  const action = useGameAction();
  const name = gameNameOf(game.gameTypeId);
  const act = (body: GameActionBody) => action.mutate({ gameId: game.id, body });
  const revealed = game.gameData?.revealed ?? false;
  const roundsDone = game.status === 'completed' ? game.maxRounds : game.currentRound - (revealed ? 0 : 1);
  return (
    <section className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5" aria-label={name}>
      <div className="flex items-center gap-2">
        <h2 className="flex-1 text-lg font-semibold">{name}</h2>
        <span className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{t('roundOf', { round: game.currentRound, total: game.maxRounds })}</span>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={t('scores')}>
        {game.participants.map((player) => (
          <li key={player.id} className="rounded-full bg-surface-muted px-3 py-1 text-sm">
            {player.id === viewerId ? t('you') : player.firstName}: <span className="font-bold">{game.scores[player.id] ?? 0}</span> {t('points')}
          </li>
        ))}
      </ul>
      <div className="h-2 overflow-hidden rounded-full bg-surface-muted" role="progressbar" aria-valuemin={0} aria-valuemax={game.maxRounds} aria-valuenow={roundsDone}>
        <div className="h-full bg-primary transition-all" style={{ width: `${(roundsDone / game.maxRounds) * 100}%` }} />
      </div>
      <GameBoard game={game} viewerId={viewerId} act={act} busy={action.isPending} />
      {revealed && (
        <RoundFooter game={game} viewerId={viewerId} busy={action.isPending || playingAgain} onPlayAgain={onPlayAgain}
          onNext={() => act({ action: 'next', data: { round: game.currentRound } })} />
      )}
      <button type="button" className={`${smallButtonClass} self-center`} onClick={onExit}>
        {t('exitGame')}
      </button>
    </section>
  );
}
