import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameView } from '@sankofa/contracts';
import { secondaryButtonClass } from '../../../components/button-classes.ts';
import type { GameActionBody } from '../api/game-action.ts';

type TriviaData = Extract<NonNullable<GameView['gameData']>, { kind: 'cultural-trivia' }>;

interface Props {
  game: GameView;
  data: TriviaData;
  viewerId: string;
  act: (body: GameActionBody) => void;
  busy: boolean;
}

const secondsUntil = (deadline: string | null) => (deadline ? Math.max(0, Math.ceil((Date.parse(deadline) - Date.now()) / 1000)) : 0);

/** Asked again this often after the deadline, until the reveal arrives (the server's clock may be a little behind). */
const REVEAL_RETRY_MS = 2000;

/** Seconds left to answer; when they run out the round is asked to reveal (the server checks the time itself). */
function useCountdown(deadline: string | null, revealed: boolean, onTimeUp: () => void) {
  const [left, setLeft] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    if (revealed) return;
    let askedAt = 0;
    const timer = setInterval(() => {
      const now = secondsUntil(deadline);
      setLeft(now);
      // A moment after the deadline, so the server's clock agrees, then again while nothing is revealed.
      const overdue = deadline !== null && Date.now() - Date.parse(deadline) > 500;
      if (overdue && Date.now() - askedAt > REVEAL_RETRY_MS) {
        askedAt = Date.now();
        onTimeUp();
      }
    }, 250);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deadline, revealed]);
  return left;
}

const optionClass = (data: TriviaData, index: number, mine: string | null | undefined) => {
  if (data.revealed && index === data.correctIndex) return 'border-kente-green text-kente-green';
  if (mine === String(index)) return data.revealed ? 'border-kente-red text-kente-red' : 'border-primary';
  return '';
};

/** Cultural Trivia: one timed question a round for every player; the answers show once all answered or time is up. */
export function CulturalTrivia({ game, data, viewerId, act, busy }: Props) {
  const { t } = useTranslation('games');
  const left = useCountdown(data.answerDeadline, data.revealed, () => act({ action: 'reveal' }));
  const mine = data.guesses.find((guess) => guess.memberId === viewerId)?.guess;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2 text-xs">
        <span className="rounded-full bg-primary/15 px-3 py-1 font-semibold text-primary-ink">{data.region}</span>
        <span className="rounded-full bg-surface-muted px-3 py-1">{data.category}</span>
        <span className="rounded-full bg-surface-muted px-3 py-1 capitalize">{t(`trivia.difficulty.${data.difficulty}`, { defaultValue: data.difficulty })}</span>
        {!data.revealed && <span className="ml-auto font-semibold" aria-label={t('trivia.secondsLeft')}>{t('trivia.seconds', { count: left })}</span>}
      </div>
      <p className="text-lg font-semibold">{data.question}</p>
      {data.options.map((option, index) => (
        <button
          key={index}
          type="button"
          className={`${secondaryButtonClass} h-auto min-h-12 py-3 ${optionClass(data, index, mine)}`}
          disabled={game.yourMove !== 'answer' || busy}
          onClick={() => act({ action: 'guess', data: index })}
        >
          {option}
        </button>
      ))}
      {!data.revealed && mine !== undefined && <p className="text-center text-muted-foreground">{t('trivia.waitingForOthers')}</p>}
      {data.revealed && <p className="text-center font-semibold">{mine === String(data.correctIndex) ? t('trivia.correct') : t('trivia.answerWas', { answer: data.options[data.correctIndex ?? 0] })}</p>}
    </div>
  );
}
