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
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('verification');
  const { data: badges = [] } = useVerificationBadges();
  const { data: requests = [] } = useVerificationRequests();
  const start = useStartVerification();
  const earned = new Set(badges.filter((badge) => badge.isActive).map((badge) => badge.badgeType));
  const pending = new Set(requests.filter((request) => request.status === 'pending' || request.status === 'in_review').map((request) => request.verificationType));
  const offers = VERIFICATION_OFFERS.filter((offer) => !earned.has(offer.type));

  const startSelected = () => {
    if (!selected) {
      toast({ title: t('select'), description: t('selectDescription'), variant: 'destructive' });
      return;
    }
    start.mutate(
      { verificationType: selected },
      {
        onSuccess: ({ request }) => {
          toast({ title: t('started'), description: t('startedDescription') });
          dispatch({ type: 'started', poses: request.poses });
        },
        onError: () => toast({ title: t('error'), description: t('startFailed'), variant: 'destructive' }),
      },
    );
  };

  if (offers.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{t('allDone')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2" role="radiogroup" aria-label={t('types')}>
        {offers.map(({ type, points, level, icon: Icon }) => {
          const underReview = pending.has(type);
          const name = t(`offers.${type}.name`);
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
                  <span className="block text-xs text-muted-foreground">{underReview ? t('underReview') : t(`offers.${type}.description`)}</span>
                </span>
                <span className="flex flex-col items-end gap-1">
                  <span className="text-sm font-semibold">+{points}</span>
                  <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold capitalize', LEVEL_CLASSES[level])}>{t(`badgeLevels.${level}`)}</span>
                </span>
              </button>
            </div>
          );
        })}
      </div>
      {selected && (
        <button type="button" className={primaryButtonClass} disabled={start.isPending} onClick={startSelected}>
          {start.isPending ? t('starting') : t('start')}
        </button>
      )}
    </div>
  );
}
