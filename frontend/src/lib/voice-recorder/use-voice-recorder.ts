import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { toast } from '../toast.ts';
import { idleRecorder, recorderReducer } from './recorder-state.ts';
import { i18n } from '../i18n/i18n.ts';

/** The spec: webm with opus at 44.1 kHz. */
const MIME_TYPE = 'audio/webm;codecs=opus';
const SAMPLE_RATE = 44_100;

export const microphoneDenied = () =>
  toast({ title: i18n.t('microphone.deniedTitle'), description: i18n.t('microphone.deniedDescription'), variant: 'destructive' });

/**
 * Records from the microphone: a live level (0–1) while recording, a timer ticking each second,
 * and a preview blob when stopped. Stopping (or `maxSeconds` passing) releases the microphone.
 */
export function useVoiceRecorder({ maxSeconds }: { maxSeconds?: number } = {}) {
  const [state, dispatch] = useReducer(recorderReducer, idleRecorder);
  const [level, setLevel] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const release = useRef<() => void>(() => undefined);

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { sampleRate: SAMPLE_RATE, channelCount: 1 } });
    } catch {
      microphoneDenied();
      return false;
    }
    const chunks: Blob[] = [];
    const mimeType = MediaRecorder.isTypeSupported(MIME_TYPE) ? MIME_TYPE : 'audio/webm';
    const started = new MediaRecorder(stream, { mimeType });
    const audio = new AudioContext();
    const analyser = audio.createAnalyser();
    analyser.fftSize = 256;
    audio.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.frequencyBinCount);
    let frame = requestAnimationFrame(function measure() {
      analyser.getByteFrequencyData(samples);
      setLevel(samples.reduce((sum, value) => sum + value, 0) / samples.length / 255);
      frame = requestAnimationFrame(measure);
    });
    const timer = setInterval(() => dispatch({ type: 'ticked' }), 1000);
    release.current = () => {
      clearInterval(timer);
      cancelAnimationFrame(frame);
      stream.getTracks().forEach((track) => track.stop());
      void audio.close();
      setLevel(0);
    };
    started.ondataavailable = ({ data }) => data.size > 0 && chunks.push(data);
    started.onstop = () => {
      release.current();
      dispatch({ type: 'stopped', blob: new Blob(chunks, { type: 'audio/webm' }) });
    };
    recorder.current = started;
    started.start(250);
    dispatch({ type: 'started' });
    return true;
  }, []);

  useEffect(() => {
    if (maxSeconds !== undefined && state.status === 'recording' && state.seconds >= maxSeconds) stop();
  }, [maxSeconds, state, stop]);

  // Leaving the screen mid-recording still frees the microphone.
  useEffect(
    () => () => {
      if (recorder.current?.state === 'recording') recorder.current.stop();
      release.current();
    },
    [],
  );

  return { state, level, start, stop, clear: () => dispatch({ type: 'cleared' }) };
}
