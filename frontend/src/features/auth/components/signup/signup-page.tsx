import { useEffect, useReducer, useRef } from 'react';
import { useLocation } from 'wouter';
import { ApiError, serverMessageOf } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { paths } from '../../../../lib/paths.ts';
import { useCreateAccount } from '../../api/sign-up.ts';
import { toSignupProfile } from '../../signup-draft.ts';
import { edited, initialSignupFlow, signupFlowReducer } from '../../signup-flow.ts';
import { usePhotoList } from '../../../../lib/photos/use-photo-list.ts';
import { AuthScreen } from '../auth-screen.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { AccountStep } from './account-step.tsx';
import { PhotosStep } from './photos-step.tsx';
import { useTranslation } from 'react-i18next';

/** The photo screening's refusals, in the member's language; the photos she chose stay chosen, to remove or reorder. */
const photoRefusalOf = (error: unknown, t: (key: string) => string): string | undefined => {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'photo_refused') return t('signup.photoRefused');
  if (error.code === 'first_photo_without_face') return t('signup.firstPhotoWithoutFace');
  return undefined;
};

export function SignupPage() {
  const { t } = useTranslation('auth');
  const [{ step, draft, errors, refusals }, dispatch] = useReducer(signupFlowReducer, initialSignupFlow);
  const { photos, add, remove, move } = usePhotoList();
  const createAccount = useCreateAccount();
  const [, navigate] = useLocation();

  // Each step starts at the top of the page.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo({ top: 0 });
  }, [step]);

  const create = (files: File[]) =>
    createAccount.mutate(
      { profile: toSignupProfile(draft), photos: files },
      {
        onSuccess: ({ photosInReview }) => {
          toast({ title: t('signup.welcome'), ...(photosInReview > 0 && { description: t('signup.photosInReview', { count: photosInReview }) }) });
          navigate(paths.home.href);
        },
        onError: (error) =>
          toast({
            title: t('signup.failed'),
            description: photoRefusalOf(error, t) ?? serverMessageOf(error) ?? t('signup.checkInformation'),
            variant: 'destructive',
          }),
      },
    );

  if (step === 1) {
    return (
      <AuthScreen title={t('signup.title')} subtitle={t('signup.subtitle')}>
        <StepIndicator current={1} />
        <AccountStep
          draft={draft}
          errors={errors}
          refusals={refusals}
          onEdit={(field, value) => dispatch(edited(field, value))}
          onContinue={() => dispatch({ type: 'continued' })}
        />
      </AuthScreen>
    );
  }
  return (
    <AuthScreen title={t('signup.photosTitle')} subtitle={t('signup.photosSubtitle')}>
      <StepIndicator current={2} />
      <PhotosStep
        photos={photos}
        onAdd={add}
        onRemove={remove}
        onMove={move}
        onCreate={() => create(photos.flatMap((photo) => (photo.file ? [photo.file] : [])))}
        onSkip={() => create([])}
        onBack={() => dispatch({ type: 'went-back' })}
        creating={createAccount.isPending}
      />
    </AuthScreen>
  );
}
