import { useTranslation } from 'react-i18next';
import type { RecordingKind } from './use-media-recorder.ts';

// Portrait, and short enough that the timer and the controls stay in view below it.
const videoClass = 'mx-auto aspect-3/4 h-[42dvh] rounded-2xl bg-black object-cover';

interface RecordingPreviewProps {
  kind: RecordingKind;
  /** The camera while recording a video, so the member sees themselves. */
  live?: MediaStream | null;
  src: string | null;
}

export function RecordingPreview({ kind, live, src }: RecordingPreviewProps) {
  const { t } = useTranslation('profile');
  if (kind === 'video' && live) {
    return (
      <video
        ref={(element) => {
          if (element) element.srcObject = live;
        }}
        autoPlay
        muted
        playsInline
        aria-label={t('bioEditor.cameraPreview')}
        className={videoClass}
      />
    );
  }
  if (!src) return null;
  if (kind === 'audio') return <audio src={src} controls className="w-full" aria-label={t('bioEditor.audio.player')} />;
  return <video src={src} controls playsInline aria-label={t('bioEditor.video.player')} className={videoClass} />;
}
