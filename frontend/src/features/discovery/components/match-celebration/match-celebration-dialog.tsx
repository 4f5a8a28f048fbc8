import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { MessageCircle } from 'lucide-react';
import { useLocation } from 'wouter';
import { primaryButtonClass, secondaryButtonClass } from '../../../../components/button-classes.ts';
import type { PublicMember } from '../../../../lib/member.ts';
import { paths } from '../../../../lib/paths.ts';
import { Confetti } from './confetti.tsx';
import { MatchedMemberCard } from './matched-member-card.tsx';
import { useStagedReveal } from './use-staged-reveal.ts';
import { returnFocusToOpener } from '../../../../components/return-focus.ts';
import { useTranslation } from 'react-i18next';

export interface Celebration {
  matchId: string;
  member: PublicMember;
}

interface MatchCelebrationDialogProps {
  celebration: Celebration | null;
  onClose(): void;
}

const stage = (shown: boolean) =>
  clsx('transition-all duration-500', shown ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-4 opacity-0');

export function MatchCelebrationDialog({ celebration, onClose }: MatchCelebrationDialogProps) {
  const { t } = useTranslation('discovery');
  const steps = useStagedReveal(celebration?.matchId ?? null);
  const [, navigate] = useLocation();
  if (!celebration) return null;
  const { matchId, member } = celebration;
  const firstName = member.firstName || member.name;

  const sendMessage = () => {
    onClose();
    navigate(paths.chat.href(matchId));
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/80 backdrop-blur-sm" />
        <Dialog.Content onCloseAutoFocus={returnFocusToOpener}
          data-revealed-steps={steps}
          className="fixed inset-0 z-50 mx-auto flex max-w-md flex-col justify-center overflow-y-auto px-6 py-8 text-white">
          <Confetti />
          <div className={clsx('relative text-center', stage(steps >= 1))}>
            <Dialog.Title className="font-display text-5xl font-bold text-primary">{t('celebration.title')}</Dialog.Title>
            <Dialog.Description className="mt-2 text-lg text-white/90">{t('celebration.likedEachOther', { name: firstName })}</Dialog.Description>
          </div>
          <div className={clsx('relative mt-6', stage(steps >= 2))}>
            <MatchedMemberCard member={member} />
          </div>
          <div className={clsx('relative mt-6 flex flex-col gap-3', stage(steps >= 3))}>
            <button type="button" onClick={sendMessage} className={primaryButtonClass}>
              <MessageCircle className="size-5" aria-hidden />
              {t('sendMessage')}
            </button>
            <Dialog.Close className={clsx(secondaryButtonClass, 'border-white/30 bg-white/10 text-white hover:bg-white/20')}>
              {t('celebration.keepSwiping')}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
