import * as Select from '@radix-ui/react-select';
import clsx from 'clsx';
import { Check, ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { errorClass, inputClass, labelClass } from './field-classes.ts';

export interface Choice {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectFieldProps {
  label: string;
  placeholder: string;
  choices: readonly Choice[];
  value: string;
  onChange(value: string): void;
  error?: string;
}

export function SelectField({ label, placeholder, choices, value, onChange, error }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <Select.Root value={value} onValueChange={onChange}>
        <Select.Trigger
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={clsx(inputClass, 'flex items-center justify-between text-left data-placeholder:text-muted-foreground')}
        >
          <Select.Value placeholder={placeholder} />
          <Select.Icon>
            <ChevronDown className="size-4 text-muted-foreground" aria-hidden />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={6}
            className="z-50 max-h-(--radix-select-content-available-height) w-(--radix-select-trigger-width) overflow-hidden rounded-2xl border border-border bg-surface shadow-xl shadow-black/40"
          >
            <Select.Viewport className="p-1.5">
              {choices.map((choice) => (
                <Select.Item
                  key={choice.value}
                  value={choice.value}
                  disabled={choice.disabled}
                  className="relative flex h-11 cursor-pointer items-center rounded-xl pr-3 pl-9 text-base text-foreground outline-none select-none data-disabled:cursor-not-allowed data-disabled:opacity-50 data-highlighted:bg-surface-muted"
                >
                  <Select.ItemIndicator className="absolute left-3">
                    <Check className="size-4 text-primary-ink" aria-hidden />
                  </Select.ItemIndicator>
                  <Select.ItemText>{choice.label}</Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
