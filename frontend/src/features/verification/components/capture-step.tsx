import { Camera } from 'lucide-react';
import { useState } from 'react';
import { primaryButtonClass } from '../../../components/button-classes.ts';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { uploadEvidence } from '../api/upload-evidence.ts';
import { record, snapshot, useCamera } from './use-camera.ts';
import { useTranslation } from 'react-i18next';

interface CaptureStepProps {
  type: 'id' | 'video' | 'biometric';
  busy: boolean;
  onUploaded(url: string): Promise<void>;
}

/** The camera's picture (or a 3-second video for the selfie), uploaded to media storage and submitted; a file picker where there is no camera. */
export function CaptureStep({ type, busy, onUploaded }: CaptureStepProps) {
  const { t } = useTranslation('verification');
  const { videoRef, streamRef, state } = useCamera();
  const [file, setFile] = useState<File | null>(null);
  const [working, setWorking] = useState<string | null>(null);
  const kind = type === 'video' ? 'video' : 'photo';

  const capture = async (): Promise<{ blob: Blob; name: string }> => {
    if (state !== 'ready') return { blob: file!, name: file!.name };
    if (kind === 'video') {
      setWorking(t('capture.recording'));
      return { blob: await record(streamRef.current!), name: 'video-selfie.webm' };
    }
    return { blob: await snapshot(videoRef.current!), name: `${type}.jpg` };
  };

  const captureAndSubmit = async () => {
    try {
      const { blob, name } = await capture();
      setWorking(t('capture.uploading'));
      const { url } = await uploadEvidence(blob, kind, name);
      await onUploaded(url);
    } catch (error) {
      toast({ title: t('error'), description: serverMessageOf(error) ?? t('capture.failed'), variant: 'destructive' });
    } finally {
      setWorking(null);
    }
  };

  const canSubmit = !busy && working === null && (state === 'ready' || file !== null);
  return (
    <>
      <p className="text-sm text-muted-foreground">{t(`capture.hints.${type}`)}</p>
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl border border-dashed border-border bg-surface-muted" aria-label={t('capture.preview')}>
        {state !== 'unavailable' && <video ref={videoRef} autoPlay muted playsInline className="size-full object-cover" />}
        {state !== 'ready' && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm text-muted-foreground">
            <Camera className="size-8" aria-hidden />
            {state === 'starting' ? t('capture.starting') : t('capture.noCamera')}
          </div>
        )}
      </div>
      {state === 'unavailable' && (
        <label className="text-sm">
          <span className="mb-1 block font-medium">{kind === 'video' ? t('capture.selfieVideo') : t('capture.photo')}</span>
          <input type="file" accept={kind === 'video' ? 'video/webm,video/mp4' : 'image/jpeg,image/png,image/webp'} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </label>
      )}
      <button type="button" className={primaryButtonClass} disabled={!canSubmit} onClick={() => void captureAndSubmit()}>
        {working ?? (busy ? t('submitting') : t('capture.submit'))}
      </button>
    </>
  );
}
