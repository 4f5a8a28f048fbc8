import type { ChangeEvent } from 'react';
import type { SignupDraft, SignupErrors } from '../../signup-draft.ts';

export interface DraftFieldsProps {
  draft: SignupDraft;
  errors: SignupErrors;
  update<K extends keyof SignupDraft>(field: K, value: SignupDraft[K]): void;
}

type TextKey = { [K in keyof SignupDraft]: SignupDraft[K] extends string ? K : never }[keyof SignupDraft];

/** Value, error and change handler of one text field of the draft, ready to spread on a TextField. */
export function bindText({ draft, errors, update }: DraftFieldsProps, field: TextKey) {
  return {
    value: draft[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update(field, event.target.value),
  };
}
