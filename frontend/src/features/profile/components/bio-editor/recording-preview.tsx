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
  if (kind === 'video' && live) {
    return (
      <video
        ref={(element) => {
          if (element) element.srcObject = live;
        }}
        autoPlay
        muted
        playsInline
        aria-label="Camera preview"
        className={videoClass}
      />
    );
  }
  if (!src) return null;
  if (kind === 'audio') return <audio src={src} controls className="w-full" aria-label="Voice bio" />;
  return <video src={src} controls playsInline aria-label="Video bio" className={videoClass} />;
}
