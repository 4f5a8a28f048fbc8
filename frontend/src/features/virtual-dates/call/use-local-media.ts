import { useEffect, useState } from 'react';

export type LocalMedia = { status: 'starting' } | { status: 'ready'; stream: MediaStream } | { status: 'denied'; message: string };

/** The microphone (and camera for a video date) while the call screen is open; released when it closes. */
export function useLocalMedia(video: boolean): LocalMedia {
  const [media, setMedia] = useState<LocalMedia>({ status: 'starting' });
  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({ audio: true, video })
      .then((granted) => {
        stream = granted;
        if (cancelled) granted.getTracks().forEach((track) => track.stop());
        else setMedia({ status: 'ready', stream: granted });
      })
      .catch(() => !cancelled && setMedia({ status: 'denied', message: `Please allow ${video ? 'camera and microphone' : 'microphone'} access to join the call` }));
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [video]);
  return media;
}
