import { Circle, LoaderCircle, Mic, RotateCcw, Square, Trash2, Video } from 'lucide-react';
import { primaryButtonClass, secondaryButtonClass } from '../../../../components/button-classes.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { useSaveMediaBio } from '../../api/save-media-bio.ts';
import { PremiumNotice } from './premium-notice.tsx';
import { RecordingPreview } from './recording-preview.tsx';
import { Tips } from './tips.tsx';
import { formatDuration, useMediaRecorder, type RecordingKind } from './use-media-recorder.ts';

const wording = {
  audio: {
    name: 'Voice',
    noun: 'voice',
    icon: Mic,
    discard: 'Discard',
    discardIcon: Trash2,
    tips: [
      'Find a quiet place and speak naturally',
      'Let your accent shine and greet people in your heritage language',
      'Keep it under 60 seconds',
    ],
  },
  video: {
    name: 'Video',
    noun: 'video',
    icon: Video,
    discard: 'Retake',
    discardIcon: RotateCcw,
    tips: ['Face a window or a lamp so your face is well lit', 'Hold your phone at eye level', 'Smile and be yourself'],
  },
} as const;

interface MediaBioTabProps {
  kind: RecordingKind;
  isPremium: boolean;
  /** The saved recording, played back above the recorder. */
  currentUrl: string | null;
}

export function MediaBioTab({ kind, isPremium, currentUrl }: MediaBioTabProps) {
  const { name, noun, icon: Icon, discard: discardLabel, discardIcon: DiscardIcon, tips } = wording[kind];
  const { stream, recording, seconds, clip, start, stop, discard } = useMediaRecorder(kind);
  const saveBio = useSaveMediaBio();

  const save = () => {
    if (!clip) return;
    saveBio.mutate(
      { bioType: kind, recording: clip.blob },
      {
        onSuccess: () => {
          toast({ title: 'Bio Saved!', description: `Your ${noun} bio has been saved successfully.` });
          discard();
        },
        onError: (error) =>
          toast({
            title: error instanceof ApiError && error.code === 'premium_required' ? 'Premium Feature' : 'Could not save your bio',
            description: (error instanceof ApiError && error.serverMessage) || 'Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      {!isPremium && <PremiumNotice feature={name} />}
      <Tips title={`${name} tips`} tips={tips} />
      {currentUrl && !recording && !clip && (
        <div>
          <p className="mb-2 text-sm font-medium">Your current {noun} bio</p>
          <RecordingPreview kind={kind} src={currentUrl} />
        </div>
      )}
      <RecordingPreview kind={kind} live={stream} src={clip?.url ?? null} />
      <p
        className="text-center font-mono text-3xl font-semibold tabular-nums"
        role="timer"
        aria-label={`Recording time ${formatDuration(seconds)}`}
      >
        {recording && <Circle className="mr-2 inline size-3 animate-pulse fill-kente-red text-kente-red" aria-hidden />}
        {formatDuration(seconds)}
      </p>
      {/* Each control replaces the previous one, so it takes the focus the pressed one had. */}
      {recording ? (
        <button type="button" onClick={stop} autoFocus className={secondaryButtonClass}>
          <Square className="size-4 fill-current" aria-hidden />
          Stop Recording
        </button>
      ) : clip ? (
        <div className="grid grid-cols-2 gap-3">
          <button type="button" onClick={discard} disabled={saveBio.isPending} className={secondaryButtonClass}>
            <DiscardIcon className="size-4" aria-hidden />
            {discardLabel}
          </button>
          <button type="button" onClick={save} disabled={saveBio.isPending} autoFocus className={primaryButtonClass}>
            {saveBio.isPending && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
            Save {name} Bio
          </button>
        </div>
      ) : (
        <button type="button" onClick={() => void start()} className={primaryButtonClass}>
          <Icon className="size-5" aria-hidden />
          Start {name} Recording
        </button>
      )}
    </div>
  );
}
