import { useTranslation } from 'react-i18next';
import type { GameView } from '@sankofa/contracts';
import { smallButtonClass } from '../../../components/button-classes.ts';
import type { GameActionBody } from '../api/game-action.ts';
import { guessedLine, nameIn } from './game-people.ts';
import { GuessBox } from './guess-box.tsx';

type GuessaryData = Extract<NonNullable<GameView['gameData']>, { kind: 'guessary' }>;

interface Props {
  game: GameView;
  data: GuessaryData;
  viewerId: string;
  act: (body: GameActionBody) => void;
  busy: boolean;
}

/** The word as blanks until the reveal; a space stays a space. */
function Blanks({ data }: { data: GuessaryData }) {
  const { t } = useTranslation('games');
  return (
  <p aria-label={data.word ? t('guessary.wordWas', { word: data.word }) : t('guessary.wordOfLetters', { count: data.wordLength })} className="text-center font-mono text-2xl tracking-[0.4em]">
    {data.word ? data.word.toUpperCase() : '_'.repeat(data.wordLength)}
  </p>
  );
}

/** Guessary: a category, blanks for the word, clues one by one, and the guesser's guesses (fewer clues score more). */
export function Guessary({ game, data, viewerId, act, busy }: Props) {
  const { t } = useTranslation('games');
  const guessing = game.yourMove === 'guess';
  return (
    <div className="flex flex-col gap-3">
      <span className="self-start rounded-full bg-primary/15 px-3 py-1 text-sm font-semibold text-primary-ink">{data.category}</span>
      <Blanks data={data} />
      <ol className="flex flex-col gap-1 text-sm">
        {data.clues.map((clue, index) => (
          <li key={index}>
            <span className="font-semibold">{t('guessary.clue', { number: index + 1 })}</span> {clue}
          </li>
        ))}
      </ol>
      {data.revealed ? (
        <p className="text-center font-semibold">{t('guessary.wordWas', { word: data.word })}</p>
      ) : guessing ? (
        <>
          <GuessBox onGuess={(guess) => act({ action: 'guess', data: guess })} disabled={busy} />
          <button type="button" className={smallButtonClass} disabled={busy || data.currentClue >= data.totalClues} onClick={() => act({ action: 'clue' })}>
            {t('guessary.anotherClue', { current: data.currentClue, total: data.totalClues })}
          </button>
        </>
      ) : (
        <p className="text-center text-muted-foreground">{t('guessary.isGuessing', { name: nameIn(game, game.guesserId, viewerId) })}</p>
      )}
      {data.guesses.length > 0 && (
        <ul className="text-sm text-muted-foreground">
          {data.guesses.map((guess, index) => (
            <li key={index}>
              {guessedLine(game, guess.memberId, guess.guess, viewerId)} {guess.correct ? `(+${guess.points})` : '✗'}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
