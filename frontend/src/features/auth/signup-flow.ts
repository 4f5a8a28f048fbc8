import { emptySignupDraft, validateSignupDraft, type SignupDraft, type SignupErrors } from './signup-draft.ts';

/**
 * The two steps of signup: the account form (step 1), then photos (step 2). The draft is kept
 * across both, so going back to the form finds every field as the member left it.
 */
export interface SignupFlow {
  step: 1 | 2;
  draft: SignupDraft;
  /** Shown after a refused Continue; a field's error goes as soon as the member edits it. */
  errors: SignupErrors;
  /** Counts refused Continues, so the form can move focus to the first invalid field each time. */
  refusals: number;
}

export type SignupFlowEvent =
  | { [K in keyof SignupDraft]: { type: 'edited'; field: K; value: SignupDraft[K] } }[keyof SignupDraft]
  | { type: 'continued' }
  | { type: 'went-back' };

export const initialSignupFlow: SignupFlow = { step: 1, draft: emptySignupDraft, errors: {}, refusals: 0 };

export function signupFlowReducer(flow: SignupFlow, event: SignupFlowEvent): SignupFlow {
  switch (event.type) {
    case 'edited': {
      const { [event.field]: _fixed, ...errors } = flow.errors;
      return { ...flow, draft: { ...flow.draft, [event.field]: event.value }, errors };
    }
    case 'continued': {
      const errors = validateSignupDraft(flow.draft);
      if (Object.keys(errors).length > 0) return { ...flow, errors, refusals: flow.refusals + 1 };
      return { ...flow, errors: {}, step: 2 };
    }
    case 'went-back':
      return { ...flow, step: 1, errors: {} };
  }
}

/** The `edited` event of one field, typed by the field. */
export const edited = <K extends keyof SignupDraft>(field: K, value: SignupDraft[K]) => ({ type: 'edited', field, value }) as SignupFlowEvent;
