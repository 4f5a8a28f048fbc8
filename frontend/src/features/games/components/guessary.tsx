import type { GameView } from '@sankofa/contracts';
import { smallButtonClass } from '../../../components/button-classes.ts';
import type { GameActionBody } from '../api/game-action.ts';
import { nameIn } from './game-people.ts';
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
const Blanks = ({ data }: { data: GuessaryData }) => (
  <p aria-label={data.word ? `The word was ${data.word}` : `A word of ${data.wordLength} letters`} className="text-center font-mono text-2xl tracking-[0.4em]">
    {data.word ? data.word.toUpperCase() : '_'.repeat(data.wordLength)}
  </p>
);

/** Guessary: a category, blanks for the word, clues one by one, and the guesser's guesses (fewer clues score more). */
export function Guessary({ game, data, viewerId, act, busy }: Props) {
  const guessing = game.yourMove === 'guess';
  return (
    <div className="flex flex-col gap-3">
      <span className="self-start rounded-full bg-primary/15 px-3 py-1 text-sm font-semibold text-primary-ink">{data.category}</span>
      <Blanks data={data} />
      <ol className="flex flex-col gap-1 text-sm">
        {data.clues.map((clue, index) => (
          <li key={index}>
            <span className="font-semibold">Clue {index + 1}:</span> {clue}
          </li>
        ))}
      </ol>
      {data.revealed ? (
        <p className="text-center font-semibold">The word was {data.word}</p>
      ) : guessing ? (
        <>
          <GuessBox onGuess={(guess) => act({ action: 'guess', data: guess })} disabled={busy} />
          <button type="button" className={smallButtonClass} disabled={busy || data.currentClue >= data.totalClues} onClick={() => act({ action: 'clue' })}>
            Another Clue ({data.currentClue}/{data.totalClues})
          </button>
        </>
      ) : (
        <p className="text-center text-muted-foreground">{nameIn(game, game.guesserId, viewerId)} is guessing...</p>
      )}
      {data.guesses.length > 0 && (
        <ul className="text-sm text-muted-foreground">
          {data.guesses.map((guess, index) => (
            <li key={index}>
              {nameIn(game, guess.memberId, viewerId)} guessed “{guess.guess}” {guess.correct ? `(+${guess.points})` : '✗'}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
