import { Camera } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelfiePose } from '@sankofa/contracts';
import { primaryButtonClass } from '../../../components/button-classes.ts';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { uploadEvidence } from '../api/upload-evidence.ts';
import { useSubmitVideoSelfie } from '../api/submit-video-selfie.ts';
import { CaptureStep } from './capture-step.tsx';
import { POSE_MS, capturePoses } from './pose-capture.ts';
import { record, useCamera } from './use-camera.ts';

interface SelfieStepProps {
  poses: readonly SelfiePose[];
  busy: boolean;
  /** Where there is no camera: the recorded file alone, for an admin to review. */
  onUploaded(url: string): Promise<void>;
  onDone(): void;
}

/**
 * The video selfie: the poses the server asked for, one at a time on the live camera, recorded as one
 * video (evidence for an admin) while small frames are taken in each pose's window; the models answer
 * at once. Without a camera, the file picker of the other captures.
 */
export function SelfieStep({ poses, busy, onUploaded, onDone }: SelfieStepProps) {
  const { t } = useTranslation('verification');
  const { videoRef, streamRef, state } = useCamera();
  const [pose, setPose] = useState<SelfiePose | null>(null);
  const [working, setWorking] = useState<string | null>(null);
  const submit = useSubmitVideoSelfie();

  if (state === 'unavailable') return <CaptureStep type="video" busy={busy} onUploaded={onUploaded} />;

  const captureAndSubmit = async () => {
    try {
      setWorking(t('capture.recording'));
      const [video, frames] = await Promise.all([record(streamRef.current!, poses.length * POSE_MS), capturePoses(videoRef.current!, poses, setPose)]);
      setWorking(t('capture.uploading'));
      const { url } = await uploadEvidence(video, 'video', 'video-selfie.webm');
      setWorking(t('selfie.checking'));
      const { status, reason } = await submit.mutateAsync({ videoUrl: url, frames });
      if (status === 'approved') toast({ title: t('selfie.verified'), description: t('approvedDescription') });
      else if (status === 'rejected') toast({ title: t('selfie.notVerified'), description: reason ?? t('failed'), variant: 'destructive' });
      else toast({ title: t('submitted'), description: t('submittedDescription') });
      onDone();
    } catch (error) {
      setPose(null);
      toast({ title: t('error'), description: serverMessageOf(error) ?? t('capture.failed'), variant: 'destructive' });
    } finally {
      setWorking(null);
    }
  };

  return (
    <>
      <p className="text-sm text-muted-foreground">{t('selfie.hint')}</p>
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl border border-dashed border-border bg-surface-muted" aria-label={t('capture.preview')}>
        <video ref={videoRef} autoPlay muted playsInline className="size-full object-cover" />
        {state !== 'ready' && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm text-muted-foreground">
            <Camera className="size-8" aria-hidden />
            {t('capture.starting')}
          </div>
        )}
        {pose && (
          <p role="status" className="absolute inset-x-3 bottom-3 rounded-xl bg-black/70 px-3 py-2 text-center text-base font-semibold text-white">
            {t(`selfie.poses.${pose}`)}
          </p>
        )}
      </div>
      <button type="button" className={primaryButtonClass} disabled={busy || working !== null || state !== 'ready'} onClick={() => void captureAndSubmit()}>
        {working ?? t('capture.submit')}
      </button>
    </>
  );
}
