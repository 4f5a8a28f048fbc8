/** The recorder's states (the spec): idle, recording (the timer counts up each second), then a preview to save or discard. */
export type RecorderState =
  | { status: 'idle' }
  | { status: 'recording'; seconds: number }
  | { status: 'preview'; blob: Blob; seconds: number };

export type RecorderAction =
  | { type: 'started' }
  | { type: 'ticked' }
  | { type: 'stopped'; blob: Blob }
  | { type: 'cleared' };

export const idleRecorder: RecorderState = { status: 'idle' };

export function recorderReducer(state: RecorderState, action: RecorderAction): RecorderState {
  switch (action.type) {
    case 'started':
      return { status: 'recording', seconds: 0 };
    case 'ticked':
      return state.status === 'recording' ? { ...state, seconds: state.seconds + 1 } : state;
    case 'stopped':
      return state.status === 'recording' ? { status: 'preview', blob: action.blob, seconds: Math.max(1, state.seconds) } : state;
    case 'cleared':
      return idleRecorder;
    default: {
      const _unhandled: never = action;
      return state;
    }
  }
}

export const formatSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
