import clsx from 'clsx';
import type { Dispatch } from 'react';
import type { VerificationType } from '@sankofa/contracts';
import { primaryButtonClass } from '../../../components/button-classes.ts';
import { toast } from '../../../lib/toast.ts';
import { useStartVerification } from '../api/start-verification.ts';
import { useVerificationBadges } from '../api/verification-badges.ts';
import { useVerificationRequests } from '../api/verification-requests.ts';
import { LEVEL_CLASSES, VERIFICATION_OFFERS } from '../catalog.ts';
import type { FlowAction, VerificationFlow } from '../verification-flow.ts';
import { VerificationSteps } from './verification-steps.tsx';

interface AvailableTabProps {
  flow: VerificationFlow;
  dispatch: Dispatch<FlowAction>;
}

/** Step 1 lists the types not yet earned (pending ones dimmed, 'Under Review'); later steps show the chosen type's form. */
export function AvailableTab({ flow, dispatch }: AvailableTabProps) {
  if (flow.step > 1 && flow.selected) return <VerificationSteps flow={flow} dispatch={dispatch} />;
  return <ChooseType selected={flow.selected} dispatch={dispatch} />;
}

function ChooseType({ selected, dispatch }: { selected: VerificationType | null; dispatch: Dispatch<FlowAction> }) {
  const { data: badges = [] } = useVerificationBadges();
  const { data: requests = [] } = useVerificationRequests();
  const start = useStartVerification();
  const earned = new Set(badges.filter((badge) => badge.isActive).map((badge) => badge.badgeType));
  const pending = new Set(requests.filter((request) => request.status === 'pending' || request.status === 'in_review').map((request) => request.verificationType));
  const offers = VERIFICATION_OFFERS.filter((offer) => !earned.has(offer.type));

  const startSelected = () => {
    if (!selected) {
      toast({ title: 'Select Verification Type', description: 'Please choose a verification method to continue.', variant: 'destructive' });
      return;
    }
    start.mutate(
      { verificationType: selected },
      {
        onSuccess: () => {
          toast({ title: 'Verification Started', description: 'Follow the steps to complete your verification.' });
          dispatch({ type: 'started' });
        },
        onError: () => toast({ title: 'Error', description: 'Failed to start verification. Please try again.', variant: 'destructive' }),
      },
    );
  };

  if (offers.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">Every verification is complete. Well done!</p>;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2" role="radiogroup" aria-label="Verification types">
        {offers.map(({ type, name, description, points, level, icon: Icon }) => {
          const underReview = pending.has(type);
          return (
            <div key={type}>
              <button
                type="button"
                role="radio"
                aria-checked={selected === type}
                aria-label={name}
                disabled={underReview}
                onClick={() => dispatch({ type: 'select', verificationType: type })}
                className={clsx(
                  'flex w-full items-center gap-3 rounded-2xl border p-3 text-left transition-colors',
                  selected === type ? 'border-primary bg-primary/10' : 'border-border bg-surface hover:bg-surface-muted',
                  underReview && 'cursor-not-allowed opacity-50',
                )}
              >
                <Icon className="size-6 shrink-0 text-primary-ink" aria-hidden />
                <span className="flex-1">
                  <span className="block font-medium">{name}</span>
                  <span className="block text-xs text-muted-foreground">{underReview ? 'Under Review' : description}</span>
                </span>
                <span className="flex flex-col items-end gap-1">
                  <span className="text-sm font-semibold">+{points}</span>
                  <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold capitalize', LEVEL_CLASSES[level])}>{level}</span>
                </span>
              </button>
            </div>
          );
        })}
      </div>
      {selected && (
        <button type="button" className={primaryButtonClass} disabled={start.isPending} onClick={startSelected}>
          {start.isPending ? 'Starting...' : 'Start Verification'}
        </button>
      )}
    </div>
  );
}
