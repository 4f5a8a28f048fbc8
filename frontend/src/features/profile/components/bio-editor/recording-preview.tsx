import type { RecordingKind } from './use-media-recorder.ts';

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
        className="aspect-3/4 w-full rounded-2xl bg-black object-cover"
      />
    );
  }
  if (!src) return null;
  if (kind === 'audio') return <audio src={src} controls className="w-full" aria-label="Voice bio" />;
  return <video src={src} controls playsInline aria-label="Video bio" className="aspect-3/4 w-full rounded-2xl bg-black object-cover" />;
}
