import { useState } from 'react';
import { useLocation } from 'wouter';
import { serverMessageOf } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { useCreateAccount } from '../../api/sign-up.ts';
import { emptySignupDraft, toSignupProfile } from '../../signup-draft.ts';
import { usePhotoSelection } from '../../use-photo-selection.ts';
import { AuthScreen } from '../auth-screen.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { AccountStep } from './account-step.tsx';
import { PhotosStep } from './photos-step.tsx';

export function SignupPage() {
  const [step, setStep] = useState<1 | 2>(1);
  const [draft, setDraft] = useState(emptySignupDraft);
  const { photos, add, remove } = usePhotoSelection();
  const createAccount = useCreateAccount();
  const [, navigate] = useLocation();

  const goTo = (next: 1 | 2) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  const create = (files: File[]) =>
    createAccount.mutate(
      { profile: toSignupProfile(draft), photos: files },
      {
        onSuccess: () => {
          toast({ title: 'Welcome to Sankofa!' });
          navigate('/');
        },
        onError: (error) =>
          toast({
            title: 'Signup Failed',
            description: serverMessageOf(error) ?? 'Please check your information and try again.',
            variant: 'destructive',
          }),
      },
    );

  if (step === 1) {
    return (
      <AuthScreen title="Create Your Account" subtitle="Join a community that celebrates where you come from.">
        <StepIndicator current={1} />
        <AccountStep draft={draft} onChange={setDraft} onContinue={() => goTo(2)} />
      </AuthScreen>
    );
  }
  return (
    <AuthScreen title="Add Your Photos" subtitle="Up to 7 photos from your device.">
      <StepIndicator current={2} />
      <PhotosStep
        photos={photos}
        onAdd={add}
        onRemove={remove}
        onCreate={() => create(photos.map((photo) => photo.file))}
        onSkip={() => create([])}
        onBack={() => goTo(1)}
        creating={createAccount.isPending}
      />
    </AuthScreen>
  );
}
