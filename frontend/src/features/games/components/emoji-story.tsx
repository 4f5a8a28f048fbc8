import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameView } from '@sankofa/contracts';
import { primaryButtonClass } from '../../../components/button-classes.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import type { GameActionBody } from '../api/game-action.ts';
import { guessedLine, nameIn } from './game-people.ts';
import { GuessBox } from './guess-box.tsx';

type EmojiData = Extract<NonNullable<GameView['gameData']>, { kind: 'emoji-story' }>;
type Theme = 'film' | 'proverb' | 'song';

interface Props {
  game: GameView;
  data: EmojiData | null;
  viewerId: string;
  act: (body: GameActionBody) => void;
  busy: boolean;
}

function TellForm({ act, busy }: Pick<Props, 'act' | 'busy'>) {
  const { t } = useTranslation('games');
  const [emojis, setEmojis] = useState('');
  const [answer, setAnswer] = useState('');
  const [theme, setTheme] = useState<Theme>('film');
  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => {
      event.preventDefault();
      if (emojis.trim() && answer.trim()) act({ action: 'tell', data: { emojis, answer, theme } });
    }}>
      <p className="text-sm text-muted-foreground">{t('emoji.tellPrompt')}</p>
      <div className="flex gap-2" role="radiogroup" aria-label={t('emoji.theme')}>
        {(['film', 'proverb', 'song'] as const).map((option) => (
          <label key={option} className="flex items-center gap-1 text-sm capitalize">
            <input type="radio" name="theme" checked={theme === option} onChange={() => setTheme(option)} />
            {t(`emoji.themes.${option}`)}
          </label>
        ))}
      </div>
      <TextField label={t('emoji.storyInEmojis')} value={emojis} maxLength={100} onChange={(event) => setEmojis(event.target.value)} />
      <TextField label={t('emoji.theAnswer')} value={answer} maxLength={100} onChange={(event) => setAnswer(event.target.value)} />
      <button type="submit" className={primaryButtonClass} disabled={busy || !emojis.trim() || !answer.trim()}>
        {t('emoji.sendStory')}
      </button>
    </form>
  );
}

/** Emoji Story: the teller tells a phrase in emojis; the guesser has three tries. */
export function EmojiStory({ game, data, viewerId, act, busy }: Props) {
  const { t } = useTranslation('games');
  if (game.yourMove === 'tell') return <TellForm act={act} busy={busy} />;
  if (!data?.emojis) return <p className="text-center text-muted-foreground">{t('emoji.waitingForStory', { name: nameIn(game, game.tellerId, viewerId) })}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t(`emoji.guessTheme.${data.theme}`)}</p>
      <p className="text-center text-4xl">{data.emojis}</p>
      {data.answer && <p className="text-center font-semibold">{data.revealed ? t('emoji.itWas', { answer: data.answer }) : t('emoji.yourAnswer', { answer: data.answer })}</p>}
      {game.yourMove === 'guess' && (
        <>
          <GuessBox onGuess={(guess) => act({ action: 'guess', data: guess })} disabled={busy} />
          <p className="text-sm text-muted-foreground">{t('emoji.triesLeft', { count: data.triesLeft })}</p>
        </>
      )}
      <ul className="text-sm text-muted-foreground">
        {data.guesses.map((guess, index) => (
          <li key={index}>
            {guessedLine(game, guess.memberId, guess.guess, viewerId)} {guess.correct ? `(+${guess.points})` : '✗'}
          </li>
        ))}
      </ul>
    </div>
  );
}
