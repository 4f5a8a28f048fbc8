import { useTranslation } from 'react-i18next';
import type { GameView } from '@sankofa/contracts';
import { primaryButtonClass } from '../../../components/button-classes.ts';
import { outcomeOf } from './game-people.ts';

interface RoundFooterProps {
  game: GameView;
  viewerId: string;
  onNext: () => void;
  onPlayAgain: () => void;
  busy: boolean;
}

/** After a reveal: the next round, or the winner and Play Again once the last round is revealed. */
export function RoundFooter({ game, viewerId, onNext, onPlayAgain, busy }: RoundFooterProps) {
  const { t } = useTranslation('games');
  if (game.status === 'completed') {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-center text-xl font-bold">{outcomeOf(game, viewerId)}</p>
        <button type="button" className={primaryButtonClass} onClick={onPlayAgain} disabled={busy}>
          {t('playAgain')}
        </button>
      </div>
    );
  }
  return (
    <button type="button" className={primaryButtonClass} onClick={onNext} disabled={busy}>
      {t('nextRound')}
    </button>
  );
}
