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
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';

const TIPS = ['quiet', 'short', 'listen'] as const;

export function VoiceMessagesPage() {
  const { t } = useTranslation('voice-messages');
  return (
    <>
      <PageHeader title={t('title')} backTo={paths.profile.href} />
      <div className="flex flex-col gap-4 px-4 pb-4">
        <Recorder />
        <SavedList />
        <section aria-label={t('tips.title')} className="rounded-3xl border border-border bg-surface p-4">
          <h2 className="font-semibold">{t('tips.title')}</h2>
          <ul className="mt-2 list-disc pl-5 text-sm text-muted-foreground">{TIPS.map((tip) => <li key={tip}>{t(`tips.${tip}`)}</li>)}</ul>
        </section>
      </div>
    </>
  );
}

function Recorder() {
  const { t } = useTranslation('voice-messages');
  const { state, level, start, stop, clear } = useVoiceRecorder();
  const save = useSaveRecording();
  const previewUrl = useObjectUrl(state.status === 'preview' ? state.blob : null);
  const begin = async () => {
    if (await start()) toast({ title: t('started'), description: t('startedDescription') });
  };
  const keep = () => {
    if (state.status !== 'preview') return;
    save.mutate(
      { id: crypto.randomUUID(), audio: state.blob, duration: state.seconds, timestamp: Date.now() },
      { onSuccess: () => { clear(); toast({ title: t('saved'), description: t('savedDescription') }); } },
    );
  };
  return (
    <section aria-label={t('recorder')} className="flex flex-col items-center gap-4 rounded-3xl border border-border bg-surface p-6">
      <p className="font-display text-4xl font-bold tabular-nums" aria-label={t('recordingTime')}>{formatSeconds(state.status === 'idle' ? 0 : state.seconds)}</p>
      {state.status === 'recording' && <LevelMeter level={level} />}
      {state.status === 'idle' && (
        <button type="button" onClick={() => void begin()} aria-label={t('start')} className="grid size-20 place-items-center rounded-full bg-kente-red-solid text-white">
          <Mic className="size-8" aria-hidden />
        </button>
      )}
      {state.status === 'recording' && (
        <button type="button" onClick={stop} aria-label={t('stop')} className="grid size-20 place-items-center rounded-full bg-foreground text-background">
          <Square className="size-8" aria-hidden />
        </button>
      )}
      {state.status === 'preview' && previewUrl && (
        <div className="flex w-full flex-col gap-3">
          <AudioPlayer src={previewUrl} duration={state.seconds} label="new recording" />
          <div className="flex justify-center gap-2">
            <button type="button" className={smallButtonClass} onClick={clear} aria-label={t('discardRecording')}><X className="size-4" aria-hidden /> {t('discard')}</button>
            <button type="button" className={smallButtonClass} onClick={keep} disabled={save.isPending}><Save className="size-4" aria-hidden /> {t('save')}</button>
          </div>
        </div>
      )}
    </section>
  );
}

function SavedList() {
  const { t } = useTranslation('voice-messages');
  const { data: recordings = [] } = useRecordings();
  return (
    <section aria-label={t('savedList')} className="flex flex-col gap-3 rounded-3xl border border-border bg-surface p-4">
      <h2 className="font-semibold">{t('savedCount', { count: recordings.length })}</h2>
      {recordings.length === 0 && <p className="text-sm text-muted-foreground">{t('none')}</p>}
      {recordings.map((recording) => <SavedItem key={recording.id} recording={recording} />)}
    </section>
  );
}

function SavedItem({ recording }: { recording: SavedRecording }) {
  const { t } = useTranslation('voice-messages');
  const url = useObjectUrl(recording.audio);
  const remove = useDeleteRecording();
  const when = new Date(recording.timestamp);
  const label = t('recordingOf', { when: formatDateTime(when) });
  return (
    <article aria-label={label} className="flex flex-col gap-2 rounded-2xl border border-border p-3">
      <p className="text-xs text-muted-foreground">{formatDate(when)} {formatTime(when, { hour: 'numeric', minute: '2-digit', second: '2-digit' })}</p>
      <div className="flex items-center gap-2">
        {url && <AudioPlayer src={url} duration={recording.duration} label={label} />}
        {url && (
          <a href={url} download={`voice-message-${recording.timestamp}.webm`} aria-label={t('download', { label })} className="grid size-9 place-items-center rounded-full border border-border">
            <Download className="size-4" aria-hidden />
          </a>
        )}
        <button type="button" aria-label={t('delete', { label })} onClick={() => remove.mutate(recording.id)} className="grid size-9 place-items-center rounded-full border border-border">
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
    </article>
  );
}
