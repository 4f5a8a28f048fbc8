import { useState, type Dispatch } from 'react';
import { primaryButtonClass } from '../../../components/button-classes.ts';
import { OneTimeCodeField, oneTimeCodeLength } from '../../../components/form/one-time-code-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCompleteVerification, type CompleteBody } from '../api/complete-verification.ts';
import { useSendCode } from '../api/send-code.ts';
import { offerOf } from '../catalog.ts';
import type { FlowAction, VerificationFlow } from '../verification-flow.ts';
import { CaptureStep } from './capture-step.tsx';
import { SelfieStep } from './selfie-step.tsx';
import type { SelfiePose } from '@sankofa/contracts';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n/i18n.ts';

interface StepsProps {
  flow: VerificationFlow;
  dispatch: Dispatch<FlowAction>;
}


/** Sends the completion; a success returns the flow to step 1, a refusal says why and keeps the step. */
function useSubmit(dispatch: Dispatch<FlowAction>) {
  const complete = useCompleteVerification();
  const submit = (body: CompleteBody) =>
    complete.mutateAsync(body).then(
      (reply) => {
        toast({ title: i18n.t('verification:submitted'), description: reply.status === 'approved' ? i18n.t('verification:approvedDescription') : i18n.t('verification:submittedDescription') });
        dispatch({ type: 'completed' });
      },
      (error: unknown) => toast({ title: i18n.t('verification:error'), description: serverMessageOf(error) ?? i18n.t('verification:failed'), variant: 'destructive' }),
    );
  return { submit, pending: complete.isPending };
}

export function VerificationSteps({ flow, dispatch }: StepsProps) {
  const { t } = useTranslation('verification');
  const type = flow.selected!;
  const { icon: Icon } = offerOf(type);
  const name = t(`offers.${type}.name`);
  return (
    <section className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5" aria-label={t('stepsLabel', { name })}>
      <div className="flex items-center gap-2">
        <Icon className="size-5 text-primary-ink" aria-hidden />
        <h2 className="flex-1 text-lg font-semibold">{name}</h2>
        <span className="text-xs text-muted-foreground">{t('step', { step: flow.step })}</span>
      </div>
      {type === 'phone' && <PhoneSteps flow={flow} dispatch={dispatch} />}
      {type === 'social' && <SocialStep dispatch={dispatch} />}
      {type === 'email' && <EmailStep dispatch={dispatch} />}
      {type === 'video' && flow.poses && flow.poses.length > 0 ? (
        <SelfieForPoses poses={flow.poses} dispatch={dispatch} />
      ) : (
        (type === 'id' || type === 'video' || type === 'biometric') && <CaptureForType type={type} dispatch={dispatch} />
      )}
    </section>
  );
}

function PhoneSteps({ flow, dispatch }: StepsProps) {
  const { t } = useTranslation('verification');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [code, setCode] = useState('');
  const sendCode = useSendCode();
  const { submit, pending } = useSubmit(dispatch);
  const send = () =>
    sendCode.mutate(
      { phoneNumber },
      {
        onSuccess: () => {
          toast({ title: t('phone.sent'), description: t('phone.sentDescription') });
          dispatch({ type: 'codeSent' });
        },
        onError: (error) => toast({ title: t('error'), description: serverMessageOf(error) ?? t('phone.notSent'), variant: 'destructive' }),
      },
    );
  if (flow.step === 2) {
    return (
      <>
        <TextField label={t('phone.number')} type="tel" autoComplete="tel" placeholder="+233 20 123 4567" value={phoneNumber} onChange={(event) => setPhoneNumber(event.target.value)} />
        <button type="button" className={primaryButtonClass} disabled={phoneNumber.trim().length === 0 || sendCode.isPending} onClick={send}>
          {sendCode.isPending ? t('sending') : t('phone.send')}
        </button>
      </>
    );
  }
  return (
    <>
      <p className="text-sm text-muted-foreground">Enter the 6-digit code we sent to {phoneNumber}.</p>
      <OneTimeCodeField label={t('phone.code')} value={code} onChange={setCode} autoFocus />
      <button
        type="button"
        className={primaryButtonClass}
        disabled={code.length !== oneTimeCodeLength || pending}
        onClick={() => void submit({ verificationType: 'phone', phoneNumber, verificationCode: code })}
      >
        {pending ? t('phone.verifying') : t('phone.verify')}
      </button>
    </>
  );
}

function SocialStep({ dispatch }: { dispatch: Dispatch<FlowAction> }) {
  const { t } = useTranslation('verification');
  const [url, setUrl] = useState('');
  const { submit, pending } = useSubmit(dispatch);
  return (
    <>
      <TextField label={t('social.url')} type="url" placeholder="https://instagram.com/you" value={url} onChange={(event) => setUrl(event.target.value)} />
      <button type="button" className={primaryButtonClass} disabled={url.trim().length === 0 || pending} onClick={() => void submit({ verificationType: 'social', socialMediaUrl: url })}>
        {pending ? t('submitting') : t('social.submit')}
      </button>
    </>
  );
}

function EmailStep({ dispatch }: { dispatch: Dispatch<FlowAction> }) {
  const { t } = useTranslation('verification');
  const { submit, pending } = useSubmit(dispatch);
  return (
    <>
      <p className="text-sm text-muted-foreground">{t('email.text')}</p>
      <button type="button" className={primaryButtonClass} disabled={pending} onClick={() => void submit({ verificationType: 'email' })}>
        {pending ? t('sending') : t('email.send')}
      </button>
    </>
  );
}

function CaptureForType({ type, dispatch }: { type: 'id' | 'video' | 'biometric'; dispatch: Dispatch<FlowAction> }) {
  const { submit, pending } = useSubmit(dispatch);
  const field = { id: 'documentUrl', video: 'videoUrl', biometric: 'biometricUrl' } as const;
  return <CaptureStep type={type} busy={pending} onUploaded={(url) => submit({ verificationType: type, [field[type]]: url } as CompleteBody)} />;
}

function SelfieForPoses({ poses, dispatch }: { poses: SelfiePose[]; dispatch: Dispatch<FlowAction> }) {
  const { submit, pending } = useSubmit(dispatch);
  return <SelfieStep poses={poses} busy={pending} onUploaded={(url) => submit({ verificationType: 'video', videoUrl: url })} onDone={() => dispatch({ type: 'completed' })} />;
}
