import { Download, Mic, Save, Square, Trash2, X } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { toast } from '../../../lib/toast.ts';
import { LevelMeter } from '../../../lib/voice-recorder/level-meter.tsx';
import { formatSeconds } from '../../../lib/voice-recorder/recorder-state.ts';
import { useVoiceRecorder } from '../../../lib/voice-recorder/use-voice-recorder.ts';
import type { SavedRecording } from '../storage/recordings-db.ts';
import { useDeleteRecording, useRecordings, useSaveRecording } from '../storage/use-recordings.ts';
import { AudioPlayer } from '../../../lib/voice-recorder/audio-player.tsx';
import { useObjectUrl } from './use-object-url.ts';

const TIPS = ['Find a quiet place before you record', 'Keep messages under 60 seconds', 'Listen to your preview before saving'];

export function VoiceMessagesPage() {
  return (
    <>
      <PageHeader title="Voice Messages" backTo="/profile" />
      <div className="flex flex-col gap-4 px-4 pb-4">
        <Recorder />
        <SavedList />
        <section aria-label="Tips" className="rounded-3xl border border-border bg-surface p-4">
          <h2 className="font-semibold">Tips</h2>
          <ul className="mt-2 list-disc pl-5 text-sm text-muted-foreground">{TIPS.map((tip) => <li key={tip}>{tip}</li>)}</ul>
        </section>
      </div>
    </>
  );
}

function Recorder() {
  const { state, level, start, stop, clear } = useVoiceRecorder();
  const save = useSaveRecording();
  const previewUrl = useObjectUrl(state.status === 'preview' ? state.blob : null);
  const begin = async () => {
    if (await start()) toast({ title: 'Recording Started', description: 'Speak now. Tap stop when you are done.' });
  };
  const keep = () => {
    if (state.status !== 'preview') return;
    save.mutate(
      { id: crypto.randomUUID(), audio: state.blob, duration: state.seconds, timestamp: Date.now() },
      { onSuccess: () => { clear(); toast({ title: 'Voice Message Saved', description: 'Your recording is kept on this device.' }); } },
    );
  };
  return (
    <section aria-label="Recorder" className="flex flex-col items-center gap-4 rounded-3xl border border-border bg-surface p-6">
      <p className="font-display text-4xl font-bold tabular-nums" aria-label="Recording time">{formatSeconds(state.status === 'idle' ? 0 : state.seconds)}</p>
      {state.status === 'recording' && <LevelMeter level={level} />}
      {state.status === 'idle' && (
        <button type="button" onClick={() => void begin()} aria-label="Start recording" className="grid size-20 place-items-center rounded-full bg-kente-red-solid text-white">
          <Mic className="size-8" aria-hidden />
        </button>
      )}
      {state.status === 'recording' && (
        <button type="button" onClick={stop} aria-label="Stop recording" className="grid size-20 place-items-center rounded-full bg-foreground text-background">
          <Square className="size-8" aria-hidden />
        </button>
      )}
      {state.status === 'preview' && previewUrl && (
        <div className="flex w-full flex-col gap-3">
          <AudioPlayer src={previewUrl} duration={state.seconds} label="new recording" />
          <div className="flex justify-center gap-2">
            <button type="button" className={smallButtonClass} onClick={clear} aria-label="Discard recording"><X className="size-4" aria-hidden /> Discard</button>
            <button type="button" className={smallButtonClass} onClick={keep} disabled={save.isPending}><Save className="size-4" aria-hidden /> Save</button>
          </div>
        </div>
      )}
    </section>
  );
}

function SavedList() {
  const { data: recordings = [] } = useRecordings();
  return (
    <section aria-label="Saved messages" className="flex flex-col gap-3 rounded-3xl border border-border bg-surface p-4">
      <h2 className="font-semibold">Saved Messages ({recordings.length})</h2>
      {recordings.length === 0 && <p className="text-sm text-muted-foreground">No saved voice messages yet</p>}
      {recordings.map((recording) => <SavedItem key={recording.id} recording={recording} />)}
    </section>
  );
}

function SavedItem({ recording }: { recording: SavedRecording }) {
  const url = useObjectUrl(recording.audio);
  const remove = useDeleteRecording();
  const when = new Date(recording.timestamp);
  const label = `recording of ${when.toLocaleString()}`;
  return (
    <article aria-label={label} className="flex flex-col gap-2 rounded-2xl border border-border p-3">
      <p className="text-xs text-muted-foreground">{when.toLocaleDateString()} {when.toLocaleTimeString()}</p>
      <div className="flex items-center gap-2">
        {url && <AudioPlayer src={url} duration={recording.duration} label={label} />}
        {url && (
          <a href={url} download={`voice-message-${recording.timestamp}.webm`} aria-label={`Download ${label}`} className="grid size-9 place-items-center rounded-full border border-border">
            <Download className="size-4" aria-hidden />
          </a>
        )}
        <button type="button" aria-label={`Delete ${label}`} onClick={() => remove.mutate(recording.id)} className="grid size-9 place-items-center rounded-full border border-border">
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
    </article>
  );
}
