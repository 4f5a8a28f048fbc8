import clsx from 'clsx';
import type { Choice } from './select-field.tsx';

interface ChoiceChipsProps {
  legend: string;
  choices: readonly Choice[];
  selected: readonly string[];
  onChange(selected: string[]): void;
}

/** A multiple choice as toggle buttons: thumb-friendly on a phone, and each announces whether it is on. */
export function ChoiceChips({ legend, choices, selected, onChange }: ChoiceChipsProps) {
  const toggle = (value: string) =>
    onChange(selected.includes(value) ? selected.filter((chosen) => chosen !== value) : [...selected, value]);

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-foreground">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map(({ value, label }) => {
          const on = selected.includes(value);
          return (
            <button
              key={value}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(value)}
              className={clsx(
                'rounded-full border px-3.5 py-2 text-sm font-medium transition-colors',
                on
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-surface text-foreground hover:bg-surface-muted',
              )}
            >
              {label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
