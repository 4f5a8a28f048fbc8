import { useId, type TextareaHTMLAttributes } from 'react';
import { labelClass } from './field-classes.ts';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** A line under the label, e.g. '(optional)' guidance. */
  hint?: string;
}

export function TextAreaField({ label, hint, className, ...textAreaProps }: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;

  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="-mt-1 mb-1.5 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        aria-describedby={hint ? hintId : undefined}
        rows={4}
        className="w-full resize-none rounded-2xl border border-border bg-surface px-4 py-3 text-base leading-relaxed text-foreground placeholder:text-muted-foreground"
        {...textAreaProps}
      />
    </div>
  );
}
