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

interface StepsProps {
  flow: VerificationFlow;
  dispatch: Dispatch<FlowAction>;
}

const SUBMITTED = { title: 'Verification Submitted', description: "Your verification has been submitted for review. You'll be notified once it's processed." };

/** Sends the completion; a success returns the flow to step 1, a refusal says why and keeps the step. */
function useSubmit(dispatch: Dispatch<FlowAction>) {
  const complete = useCompleteVerification();
  const submit = (body: CompleteBody) =>
    complete.mutateAsync(body).then(
      (reply) => {
        toast(reply.status === 'approved' ? { title: 'Verification Submitted', description: 'Your verification is complete. Your badge has been added.' } : SUBMITTED);
        dispatch({ type: 'completed' });
      },
      (error: unknown) => toast({ title: 'Error', description: serverMessageOf(error) ?? 'Verification failed. Please try again.', variant: 'destructive' }),
    );
  return { submit, pending: complete.isPending };
}

export function VerificationSteps({ flow, dispatch }: StepsProps) {
  const type = flow.selected!;
  const { name, icon: Icon } = offerOf(type);
  return (
    <section className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5" aria-label={`${name} verification`}>
      <div className="flex items-center gap-2">
        <Icon className="size-5 text-primary-ink" aria-hidden />
        <h2 className="flex-1 text-lg font-semibold">{name}</h2>
        <span className="text-xs text-muted-foreground">Step {flow.step}</span>
      </div>
      {type === 'phone' && <PhoneSteps flow={flow} dispatch={dispatch} />}
      {type === 'social' && <SocialStep dispatch={dispatch} />}
      {type === 'email' && <EmailStep dispatch={dispatch} />}
      {(type === 'id' || type === 'video' || type === 'biometric') && <CaptureForType type={type} dispatch={dispatch} />}
    </section>
  );
}

function PhoneSteps({ flow, dispatch }: StepsProps) {
  const [phoneNumber, setPhoneNumber] = useState('');
  const [code, setCode] = useState('');
  const sendCode = useSendCode();
  const { submit, pending } = useSubmit(dispatch);
  const send = () =>
    sendCode.mutate(
      { phoneNumber },
      {
        onSuccess: () => {
          toast({ title: 'Code Sent', description: 'Check your phone for the verification code.' });
          dispatch({ type: 'codeSent' });
        },
        onError: (error) => toast({ title: 'Error', description: serverMessageOf(error) ?? 'The code could not be sent.', variant: 'destructive' }),
      },
    );
  if (flow.step === 2) {
    return (
      <>
        <TextField label="Phone number" type="tel" autoComplete="tel" placeholder="+233 20 123 4567" value={phoneNumber} onChange={(event) => setPhoneNumber(event.target.value)} />
        <button type="button" className={primaryButtonClass} disabled={phoneNumber.trim().length === 0 || sendCode.isPending} onClick={send}>
          {sendCode.isPending ? 'Sending...' : 'Send Code'}
        </button>
      </>
    );
  }
  return (
    <>
      <p className="text-sm text-muted-foreground">Enter the 6-digit code we sent to {phoneNumber}.</p>
      <OneTimeCodeField label="Verification code" value={code} onChange={setCode} autoFocus />
      <button
        type="button"
        className={primaryButtonClass}
        disabled={code.length !== oneTimeCodeLength || pending}
        onClick={() => void submit({ verificationType: 'phone', phoneNumber, verificationCode: code })}
      >
        {pending ? 'Verifying...' : 'Verify Code'}
      </button>
    </>
  );
}

function SocialStep({ dispatch }: { dispatch: Dispatch<FlowAction> }) {
  const [url, setUrl] = useState('');
  const { submit, pending } = useSubmit(dispatch);
  return (
    <>
      <TextField label="Profile URL" type="url" placeholder="https://instagram.com/you" value={url} onChange={(event) => setUrl(event.target.value)} />
      <button type="button" className={primaryButtonClass} disabled={url.trim().length === 0 || pending} onClick={() => void submit({ verificationType: 'social', socialMediaUrl: url })}>
        {pending ? 'Submitting...' : 'Submit for Review'}
      </button>
    </>
  );
}

function EmailStep({ dispatch }: { dispatch: Dispatch<FlowAction> }) {
  const { submit, pending } = useSubmit(dispatch);
  return (
    <>
      <p className="text-sm text-muted-foreground">A verification link will be sent to your e-mail address. Open it to complete the verification.</p>
      <button type="button" className={primaryButtonClass} disabled={pending} onClick={() => void submit({ verificationType: 'email' })}>
        {pending ? 'Sending...' : 'Send Verification Email'}
      </button>
    </>
  );
}

function CaptureForType({ type, dispatch }: { type: 'id' | 'video' | 'biometric'; dispatch: Dispatch<FlowAction> }) {
  const { submit, pending } = useSubmit(dispatch);
  const field = { id: 'documentUrl', video: 'videoUrl', biometric: 'biometricUrl' } as const;
  return <CaptureStep type={type} busy={pending} onUploaded={(url) => submit({ verificationType: type, [field[type]]: url } as CompleteBody)} />;
}
