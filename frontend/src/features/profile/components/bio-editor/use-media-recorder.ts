import { useEffect, useRef, useState } from 'react';
import { i18n } from '../../../../lib/i18n/i18n.ts';
import { toast } from '../../../../lib/toast.ts';

export type RecordingKind = 'audio' | 'video';

export interface Clip {
  blob: Blob;
  url: string;
}

const constraintsFor = (kind: RecordingKind): MediaStreamConstraints =>
  kind === 'video' ? { audio: true, video: { facingMode: 'user' } } : { audio: true };

function recordingFailed(): void {
  toast({
    title: i18n.t('profile:bioEditor.recordingError'),
    description: i18n.t('profile:bioEditor.recordingErrorDescription'),
    variant: 'destructive',
  });
}

/** Idle → recording (a timer counting seconds) → stopped with a clip to preview, discard or save. */
export function useMediaRecorder(kind: RecordingKind) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [seconds, setSeconds] = useState(0);
  const [clip, setClip] = useState<Clip | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const clipUrl = useRef<string | null>(null);
  const recording = stream !== null;

  useEffect(() => {
    if (!recording) return;
    const ticker = setInterval(() => setSeconds((elapsed) => elapsed + 1), 1000);
    return () => clearInterval(ticker);
  }, [recording]);

  // Leaving the editor mid-recording releases the microphone and camera.
  useEffect(() => {
    const urls = clipUrl;
    const active = recorder;
    return () => {
      const unfinished = active.current;
      if (unfinished?.state === 'recording') {
        unfinished.onstop = null;
        unfinished.stop();
        unfinished.stream.getTracks().forEach((track) => track.stop());
      }
      if (urls.current) URL.revokeObjectURL(urls.current);
    };
  }, []);

  const discard = () => {
    if (clipUrl.current) URL.revokeObjectURL(clipUrl.current);
    clipUrl.current = null;
    setClip(null);
    setSeconds(0);
  };

  const start = async () => {
    let media: MediaStream;
    let mediaRecorder: MediaRecorder;
    try {
      media = await navigator.mediaDevices.getUserMedia(constraintsFor(kind));
      mediaRecorder = new MediaRecorder(media);
    } catch {
      return recordingFailed();
    }
    const chunks: Blob[] = [];
    mediaRecorder.ondataavailable = ({ data }) => data.size > 0 && chunks.push(data);
    mediaRecorder.onstop = () => {
      media.getTracks().forEach((track) => track.stop());
      const blob = new Blob(chunks, { type: mediaRecorder.mimeType || `${kind}/webm` });
      clipUrl.current = URL.createObjectURL(blob);
      setClip({ blob, url: clipUrl.current });
      setStream(null);
    };
    discard();
    recorder.current = mediaRecorder;
    mediaRecorder.start();
    setStream(media);
  };

  const stop = () => recorder.current?.stop();

  return { stream, recording, seconds, clip, start, stop, discard };
}

/** Seconds as m:ss, e.g. 0:07 or 1:30. */
export const formatDuration = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
