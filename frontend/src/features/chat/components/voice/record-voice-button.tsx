import { Mic, SendHorizontal, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { MAX_VOICE_MESSAGE_SECONDS } from '@sankofa/contracts';
import { toast } from '../../../../lib/toast.ts';
import { LevelMeter } from '../../../../lib/voice-recorder/level-meter.tsx';
import { formatSeconds } from '../../../../lib/voice-recorder/recorder-state.ts';
import { useVoiceRecorder } from '../../../../lib/voice-recorder/use-voice-recorder.ts';
import { useSendVoiceMessage } from '../../api/send-voice-message.ts';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../../lib/i18n/i18n.ts';

/**
 * The composer's microphone: records (at most 2 minutes, then it stops by itself and sends), and
 * while recording covers the composer with the timer, the level, Cancel and Send.
 */
export function RecordVoiceButton({ matchId, senderId }: { matchId: string; senderId: string }) {
  const { t } = useTranslation('chat');
  const { state, level, start, stop, clear } = useVoiceRecorder({ maxSeconds: MAX_VOICE_MESSAGE_SECONDS });
  const send = useSendVoiceMessage();
  // Cancel stops the recording too; only a stop meant as Send sends what was recorded.
  const sendWhenStopped = useRef(true);

  useEffect(() => {
    if (state.status !== 'preview') return;
    clear();
    if (!sendWhenStopped.current) return;
    send.mutate(
      { matchId, senderId, recording: state.blob, seconds: state.seconds },
      { onError: () => toast({ title: i18n.t('chat:error'), description: i18n.t('chat:voice.failed'), variant: 'destructive' }) },
    );
  }, [state, clear, send, matchId, senderId]);

  const finish = (andSend: boolean) => {
    sendWhenStopped.current = andSend;
    stop();
  };

  if (state.status === 'recording') {
    return (
      <div role="group" aria-label={t('voice.recording')} className="absolute inset-0 z-10 flex items-center gap-3 bg-surface px-3">
        <button type="button" aria-label={t('voice.cancel')} onClick={() => finish(false)} className="grid size-12 shrink-0 place-items-center rounded-full border border-border">
          <X className="size-5" aria-hidden />
        </button>
        <span className="size-2.5 animate-pulse rounded-full bg-kente-red" aria-hidden />
        <span className="tabular-nums" aria-label={t('voice.time')}>{formatSeconds(state.seconds)}</span>
        <div className="flex-1"><LevelMeter level={level} /></div>
        <button type="button" aria-label={t('voice.send')} onClick={() => finish(true)} className="grid size-12 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground">
          <SendHorizontal className="size-5" aria-hidden />
        </button>
      </div>
    );
  }
  return (
    <button
      type="button"
      aria-label={t('voice.record')}
      disabled={send.isPending}
      onClick={() => {
        sendWhenStopped.current = true;
        void start();
      }}
      className="grid size-12 shrink-0 place-items-center rounded-full border border-border transition-opacity disabled:opacity-40"
    >
      <Mic className="size-5" aria-hidden />
    </button>
  );
}
