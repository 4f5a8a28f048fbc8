import { describe, expect, it } from 'vitest';
import { formatSeconds, idleRecorder, recorderReducer, type RecorderAction, type RecorderState } from './recorder-state.ts';

const run = (...actions: RecorderAction[]): RecorderState => actions.reduce(recorderReducer, idleRecorder);
const blob = new Blob(['x'], { type: 'audio/webm' });

describe('the voice recorder', () => {
  it('counts seconds while recording and keeps them with the preview', () => {
    expect(run({ type: 'started' }, { type: 'ticked' }, { type: 'ticked' })).toEqual({ status: 'recording', seconds: 2 });
    expect(run({ type: 'started' }, { type: 'ticked' }, { type: 'ticked' }, { type: 'stopped', blob })).toEqual({ status: 'preview', blob, seconds: 2 });
  });
  it('never previews a recording of no seconds, ignores ticks outside a recording, and clears back to idle', () => {
    expect(run({ type: 'started' }, { type: 'stopped', blob })).toMatchObject({ status: 'preview', seconds: 1 });
    expect(run({ type: 'ticked' })).toEqual(idleRecorder);
    expect(run({ type: 'started' }, { type: 'stopped', blob }, { type: 'ticked' }, { type: 'cleared' })).toEqual(idleRecorder);
  });
  it('shows minutes and seconds', () => {
    expect(formatSeconds(0)).toBe('0:00');
    expect(formatSeconds(75)).toBe('1:15');
  });
});
