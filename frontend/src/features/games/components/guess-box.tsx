import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { inputClass } from '../../../components/form/field-classes.ts';

/** A guess typed and sent with Enter or the button; cleared once sent. */
export function GuessBox({ onGuess, disabled, label }: { onGuess: (guess: string) => void; disabled: boolean; label?: string }) {
  const { t } = useTranslation('games');
  const [guess, setGuess] = useState('');
  return (
    <form
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (guess.trim() === '') return;
        onGuess(guess.trim());
        setGuess('');
      }}
    >
      <input aria-label={label ?? t('yourGuess')} className={inputClass} value={guess} maxLength={200} onChange={(event) => setGuess(event.target.value)} disabled={disabled} />
      <button type="submit" className={`${smallButtonClass} h-12`} disabled={disabled || guess.trim() === ''}>
        {t('guess')}
      </button>
    </form>
  );
}
