import type { SelfiePose, VerificationType } from '@sankofa/contracts';

/** The spec's steps: 1 choose a type; 2 after a successful start; 3 after a phone code was sent. Completing returns to 1 with nothing chosen. */
export interface VerificationFlow {
  step: 1 | 2 | 3;
  selected: VerificationType | null;
  /** A video selfie's poses, as the server asked them at the start. */
  poses?: SelfiePose[];
}

export type FlowAction = { type: 'select'; verificationType: VerificationType } | { type: 'started'; poses?: SelfiePose[] } | { type: 'codeSent' } | { type: 'completed' };

export const initialFlow: VerificationFlow = { step: 1, selected: null };

export const flowReducer = (flow: VerificationFlow, action: FlowAction): VerificationFlow => {
  switch (action.type) {
    case 'select':
      return flow.step === 1 ? { step: 1, selected: action.verificationType } : flow;
    case 'started':
      return flow.selected ? { ...flow, step: 2, poses: action.poses } : flow;
    case 'codeSent':
      return flow.selected === 'phone' && flow.step === 2 ? { ...flow, step: 3 } : flow;
    case 'completed':
      return initialFlow;
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
};
