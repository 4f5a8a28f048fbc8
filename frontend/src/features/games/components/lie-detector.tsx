import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameView } from '@sankofa/contracts';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/button-classes.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { i18n } from '../../../lib/i18n/i18n.ts';
import type { GameActionBody } from '../api/game-action.ts';
import { nameIn } from './game-people.ts';

type LieDetectorData = Extract<NonNullable<GameView['gameData']>, { kind: 'lie-detector' }>;

interface Props {
  game: GameView;
  data: LieDetectorData | null;
  viewerId: string;
  act: (body: GameActionBody) => void;
  busy: boolean;
}

function TellForm({ act, busy }: Pick<Props, 'act' | 'busy'>) {
  const { t } = useTranslation('games');
  const [statements, setStatements] = useState(['', '', '']);
  const [lieIndex, setLieIndex] = useState(2);
  const ready = statements.every((statement) => statement.trim() !== '');
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) act({ action: 'tell', data: { statements, lieIndex } });
      }}
    >
      <p className="text-sm text-muted-foreground">{t('lie.writePrompt')}</p>
      {statements.map((statement, index) => (
        <div key={index} className="flex flex-col gap-1">
          <TextField
            label={t('lie.statement', { number: index + 1 })}
            value={statement}
            maxLength={200}
            onChange={(event) => setStatements(statements.map((old, at) => (at === index ? event.target.value : old)))}
          />
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="lie" checked={lieIndex === index} onChange={() => setLieIndex(index)} />
            {t('lie.thisIsTheLie')}
          </label>
        </div>
      ))}
      <button type="submit" className={primaryButtonClass} disabled={!ready || busy}>
        {t('lie.sendStatements')}
      </button>
    </form>
  );
}

const markOf = (data: LieDetectorData, index: number) => i18n.t(index === data.lieIndex ? 'games:lie.lie' : 'games:lie.truth');

/** After the reveal: whether the guesser spotted the lie or was fooled, in the second person for the viewer. */
const verdictOf = (game: GameView, guess: LieDetectorData['guesses'][number], viewerId: string) => {
  const name = nameIn(game, guess.memberId, viewerId);
  const you = guess.memberId === viewerId;
  if (guess.correct) return you ? i18n.t('games:lie.youSpotted') : i18n.t('games:lie.spotted', { name });
  return you ? i18n.t('games:lie.youWereFooled') : i18n.t('games:lie.wasFooled', { name });
};

/** Lie Detector: the teller writes two truths and a lie; the guesser picks the lie; the reveal marks each statement. */
export function LieDetector({ game, data, viewerId, act, busy }: Props) {
  const { t } = useTranslation('games');
  if (game.yourMove === 'tell') return <TellForm act={act} busy={busy} />;
  if (!data?.statements) return <p className="text-center text-muted-foreground">{t('lie.waitingForStatements', { name: nameIn(game, game.tellerId, viewerId) })}</p>;
  const guess = data.guesses[0];
  return (
    <div className="flex flex-col gap-3">
      <p className="font-semibold">{data.revealed ? t('lie.theReveal') : game.yourMove === 'guess' ? t('lie.whichIsLie') : t('lie.lookingForLie', { name: nameIn(game, game.guesserId, viewerId) })}</p>
      {data.statements.map((statement, index) =>
        game.yourMove === 'guess' ? (
          <button key={index} type="button" className={`${secondaryButtonClass} h-auto min-h-12 py-3`} disabled={busy} onClick={() => act({ action: 'guess', data: index })}>
            {statement}
          </button>
        ) : (
          <p key={index} className="flex items-center justify-between gap-3 rounded-3xl border border-border px-5 py-3">
            <span>{statement}</span>
            {data.lieIndex !== null && <span className={index === data.lieIndex ? 'font-bold text-kente-red' : 'font-bold text-kente-green'}>{markOf(data, index)}</span>}
          </p>
        ),
      )}
      {data.revealed && guess && (
        <p className="text-center font-semibold">
          {verdictOf(game, guess, viewerId)}
        </p>
      )}
    </div>
  );
}
