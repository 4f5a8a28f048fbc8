import { useState } from 'react';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { inputClass } from '../../../components/form/field-classes.ts';

/** A guess typed and sent with Enter or the button; cleared once sent. */
export function GuessBox({ onGuess, disabled, label = 'Your guess' }: { onGuess: (guess: string) => void; disabled: boolean; label?: string }) {
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
      <input aria-label={label} className={inputClass} value={guess} maxLength={200} onChange={(event) => setGuess(event.target.value)} disabled={disabled} />
      <button type="submit" className={`${smallButtonClass} h-12`} disabled={disabled || guess.trim() === ''}>
        Guess
      </button>
    </form>
  );
}
