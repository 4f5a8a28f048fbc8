import { lazy, Suspense } from 'react';
import type { PublicMember } from '../../../lib/member.ts';
import type { Celebration } from './match-celebration/match-celebration-dialog.tsx';

/*
 * Discover's dialogs (and the dialog library under them) load when first opened, and its
 * community panel after the screen shows: Discover must stay within the first screens'
 * JavaScript budget (issue 16).
 */
const CelebrationDialog = lazy(async () => ({ default: (await import('./match-celebration/match-celebration-dialog.tsx')).MatchCelebrationDialog }));
const Community = lazy(async () => ({ default: (await import('./community-panel.tsx')).CommunityPanel }));
const MessageDialog = lazy(async () => ({ default: (await import('./pre-match-dialog.tsx')).PreMatchDialog }));

export function MatchCelebrationDialog(props: { celebration: Celebration | null; onClose(): void }) {
  if (!props.celebration) return null;
  return (
    <Suspense fallback={null}>
      <CelebrationDialog {...props} />
    </Suspense>
  );
}

export function PreMatchDialog(props: { senderId: string; target: PublicMember | null; onClose(): void }) {
  if (!props.target) return null;
  return (
    <Suspense fallback={null}>
      <MessageDialog {...props} />
    </Suspense>
  );
}

/** Below the card stack, out of sight on arrival: fetched after the screen shows. */
export function CommunityPanel() {
  return (
    <Suspense fallback={null}>
      <Community />
    </Suspense>
  );
}
