import { useEffect, useState } from 'react';
import { i18n } from '../../../lib/i18n/i18n.ts';

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
      .catch(() => !cancelled && setMedia({ status: 'denied', message: video ? i18n.t('virtual-dates:call.allowCameraAndMic') : i18n.t('virtual-dates:call.allowMic') }));
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [video]);
  return media;
}
