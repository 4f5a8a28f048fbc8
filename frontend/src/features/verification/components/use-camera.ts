import { useEffect, useRef, useState } from 'react';

export type CameraState = 'starting' | 'ready' | 'unavailable';

/** The front camera in a <video>, released when the screen goes away; 'unavailable' where there is none or it was refused. */
/** Insecure origins and old browsers have no `mediaDevices` at all. */
const hasCamera = (): boolean => typeof navigator.mediaDevices?.getUserMedia === 'function';

export function useCamera() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>(() => (hasCamera() ? 'starting' : 'unavailable'));

  useEffect(() => {
    if (!hasCamera()) return;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'user' }, audio: false })
      .then((stream) => {
        if (cancelled) return stream.getTracks().forEach((track) => track.stop());
        streamRef.current = stream;
        if (videoRef.current) videoRef.current.srcObject = stream;
        setState('ready');
      })
      .catch(() => !cancelled && setState('unavailable'));
    return () => {
      cancelled = true;
      streamRef.current?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return { videoRef, streamRef, state };
}

/** One still frame of the camera as a JPEG. */
export const snapshot = (video: HTMLVideoElement): Promise<Blob> =>
  new Promise((resolve, reject) => {
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth || 640;
    canvas.height = video.videoHeight || 480;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The camera gave no picture'))), 'image/jpeg', 0.9);
  });

export const VIDEO_SELFIE_MS = 3000;

/** A few seconds of the camera as WebM. */
export const record = (stream: MediaStream, ms = VIDEO_SELFIE_MS): Promise<Blob> =>
  new Promise((resolve, reject) => {
    const recorder = new MediaRecorder(stream, { mimeType: MediaRecorder.isTypeSupported('video/webm') ? 'video/webm' : '' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
    recorder.onstop = () => resolve(new Blob(chunks, { type: 'video/webm' }));
    recorder.onerror = () => reject(new Error('The recording failed'));
    recorder.start();
    setTimeout(() => recorder.stop(), ms);
  });
