import { Circle, LoaderCircle, Mic, RotateCcw, Square, Trash2, Video } from 'lucide-react';
import { primaryButtonClass, secondaryButtonClass } from '../../../../components/button-classes.ts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { useSaveMediaBio } from '../../api/save-media-bio.ts';
import { PremiumNotice } from './premium-notice.tsx';
import { RecordingPreview } from './recording-preview.tsx';
import { Tips } from './tips.tsx';
import { formatDuration, useMediaRecorder, type RecordingKind } from './use-media-recorder.ts';

// The words of each kind are under profile:bioEditor.<kind>.
const wording = {
  audio: { icon: Mic, discardIcon: Trash2, tipKeys: ['quiet', 'accent', 'short'] },
  video: { icon: Video, discardIcon: RotateCcw, tipKeys: ['light', 'eyeLevel', 'smile'] },
} as const;

interface MediaBioTabProps {
  kind: RecordingKind;
  isPremium: boolean;
  /** The saved recording, played back above the recorder. */
  currentUrl: string | null;
}

export function MediaBioTab({ kind, isPremium, currentUrl }: MediaBioTabProps) {
  const { t } = useTranslation('profile');
  const { icon: Icon, discardIcon: DiscardIcon, tipKeys } = wording[kind];
  const words = (key: string) => t(`bioEditor.${kind}.${key}`);
  const { stream, recording, seconds, clip, start, stop, discard } = useMediaRecorder(kind);
  const saveBio = useSaveMediaBio();

  const save = () => {
    if (!clip) return;
    saveBio.mutate(
      { bioType: kind, recording: clip.blob },
      {
        onSuccess: () => {
          toast({ title: t('bioEditor.saved'), description: words('savedDescription') });
          discard();
        },
        onError: (error) =>
          toast({
            title: error instanceof ApiError && error.code === 'premium_required' ? t('bioEditor.premiumFeature') : t('bioEditor.notSaved'),
            description: (error instanceof ApiError && error.serverMessage) || t('bioEditor.tryAgain'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      {!isPremium && <PremiumNotice kind={kind} />}
      <Tips title={words('tipsTitle')} tips={tipKeys.map((key) => words(`tips.${key}`))} />
      {currentUrl && !recording && !clip && (
        <div>
          <p className="mb-2 text-sm font-medium">{words('current')}</p>
          <RecordingPreview kind={kind} src={currentUrl} />
        </div>
      )}
      <RecordingPreview kind={kind} live={stream} src={clip?.url ?? null} />
      <p
        className="text-center font-mono text-3xl font-semibold tabular-nums"
        role="timer"
        aria-label={t('bioEditor.recordingTime', { time: formatDuration(seconds) })}
      >
        {recording && <Circle className="mr-2 inline size-3 animate-pulse fill-kente-red text-kente-red" aria-hidden />}
        {formatDuration(seconds)}
      </p>
      {/* Each control replaces the previous one, so it takes the focus the pressed one had. */}
      {recording ? (
        <button type="button" onClick={stop} autoFocus className={secondaryButtonClass}>
          <Square className="size-4 fill-current" aria-hidden />
          {t('bioEditor.stopRecording')}
        </button>
      ) : clip ? (
        <div className="grid grid-cols-2 gap-3">
          <button type="button" onClick={discard} disabled={saveBio.isPending} className={secondaryButtonClass}>
            <DiscardIcon className="size-4" aria-hidden />
            {words('discard')}
          </button>
          <button type="button" onClick={save} disabled={saveBio.isPending} autoFocus className={primaryButtonClass}>
            {saveBio.isPending && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
            {words('save')}
          </button>
        </div>
      ) : (
        <button type="button" onClick={() => void start()} className={primaryButtonClass}>
          <Icon className="size-5" aria-hidden />
          {words('start')}
        </button>
      )}
    </div>
  );
}
