import { describe, expect, it } from 'vitest';
import { flowReducer, initialFlow, type FlowAction, type VerificationFlow } from './verification-flow.ts';

const run = (...actions: FlowAction[]): VerificationFlow => actions.reduce(flowReducer, initialFlow);

describe('the verification flow', () => {
  it('goes from choosing, to the type step after a start, to the code step after a phone code, and back to the start when completed', () => {
    expect(run({ type: 'select', verificationType: 'phone' })).toEqual({ step: 1, selected: 'phone' });
    expect(run({ type: 'select', verificationType: 'phone' }, { type: 'started' })).toEqual({ step: 2, selected: 'phone' });
    expect(run({ type: 'select', verificationType: 'phone' }, { type: 'started' }, { type: 'codeSent' })).toEqual({ step: 3, selected: 'phone' });
    expect(run({ type: 'select', verificationType: 'phone' }, { type: 'started' }, { type: 'codeSent' }, { type: 'completed' })).toEqual(initialFlow);
  });

  it('does not start without a type, and only phone has a code step', () => {
    expect(run({ type: 'started' })).toEqual(initialFlow);
    expect(run({ type: 'select', verificationType: 'social' }, { type: 'started' }, { type: 'codeSent' })).toEqual({ step: 2, selected: 'social' });
  });
});
