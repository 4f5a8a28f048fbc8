import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/button-classes.ts';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { isPremiumRequired, toastPremiumUpsell } from '../../../lib/premium-upsell.ts';
import { toast } from '../../../lib/toast.ts';
import type { Recommendation } from '../api/ai-matches.ts';
import { useLikeMatch } from '../api/like-match.ts';
import { MAX_PRE_MATCH_MESSAGE, useSendPreMatchMessage } from '../api/send-pre-match-message.ts';
import { returnFocusToOpener } from '../../../components/return-focus.ts';
import { useTranslation } from 'react-i18next';

interface MatchAnalysisDialogProps {
  match: Recommendation;
  viewerId: string;
  onClose(): void;
}

export function MatchAnalysisDialog({ match, viewerId, onClose }: MatchAnalysisDialogProps) {
  const { t } = useTranslation('ai-matchmaking');
  const [writing, setWriting] = useState(false);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content onCloseAutoFocus={returnFocusToOpener} className="fixed inset-x-0 bottom-0 z-50 mx-auto max-h-[90vh] max-w-md overflow-y-auto rounded-t-3xl border border-border bg-background px-5 pt-5 pb-8 shadow-2xl">
          <div className="flex items-start justify-between">
            <Dialog.Title className="font-display text-2xl font-bold">{t('analysis.title')}</Dialog.Title>
            <Dialog.Close className="rounded-full p-1 text-muted-foreground hover:bg-surface-muted" aria-label={t('close')}>
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm text-muted-foreground">
            {t('analysis.summary', { name: match.user.name, total: match.totalScore, predicted: match.predictedCompatibility })}
          </Dialog.Description>
          <Breakdown match={match} />
          <Section title={t('analysis.starters')}>
            <ul className="flex flex-col gap-2 text-sm">
              {match.conversationStarters.map((starter) => <li key={starter} className="rounded-2xl bg-surface-muted p-2">{starter}</li>)}
            </ul>
          </Section>
          <Section title={t('analysis.insights')}>
            <ul className="flex flex-col gap-2 text-sm">
              {match.aiInsights.length === 0 && <li className="text-muted-foreground">{t('analysis.nothing')}</li>}
              {match.aiInsights.map((insight) => (
                <li key={insight.title} className="rounded-2xl border border-border p-2">
                  <p className="flex justify-between font-semibold"><span>{insight.title}</span><span className="text-xs">{insight.confidence}% confidence</span></p>
                  <p>{insight.description}</p>
                  {insight.suggestion && <p className="text-xs text-muted-foreground">💡 {insight.suggestion}</p>}
                </li>
              ))}
            </ul>
          </Section>
          {writing ? <PreMatchComposer match={match} viewerId={viewerId} onSent={onClose} /> : <Actions match={match} onWrite={() => setWriting(true)} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-4">
      <h3 className="mb-2 font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Breakdown({ match }: { match: Recommendation }) {
  const { t } = useTranslation('ai-matchmaking');
  return (
    <Section title={t('analysis.breakdown')}>
      <ul className="flex flex-col gap-2 text-sm" aria-label={t('analysis.breakdown')}>
        {Object.entries(match.breakdownScores).map(([label, score]) => (
          <li key={label}>
            <span className="flex justify-between"><span>{label}</span><span>{score}%</span></span>
            <span className="block h-1.5 overflow-hidden rounded-full bg-surface-muted"><span className="block h-full bg-primary" style={{ width: `${score}%` }} /></span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Like Match records a like; Start Chat opens the chat once matched, or (premium) writes the one pre-match message. */
function Actions({ match, onWrite }: { match: Recommendation; onWrite(): void }) {
  const { t } = useTranslation('ai-matchmaking');
  const like = useLikeMatch();
  const [, navigate] = useLocation();
  const liked = match.liked || like.isSuccess;
  const likeMatch = () =>
    like.mutate(match.userId, {
      onSuccess: (result) =>
        result.match
          ? toast({ title: t('like.match'), description: t('like.matchDescription', { name: match.user.firstName }) })
          : toast({ title: t('like.liked'), description: t('like.likedDescription', { name: match.user.firstName }) }),
      onError: (error) => toast({ title: t('like.failed'), description: serverMessageOf(error) ?? t('tryAgain'), variant: 'destructive' }),
    });
  const matchId = match.matchId ?? like.data?.match?.id ?? null;
  return (
    <div className="mt-5 grid grid-cols-2 gap-3">
      <button type="button" className={secondaryButtonClass} disabled={liked || like.isPending} onClick={likeMatch}>
        {liked ? t('like.liked') : like.isPending ? t('like.liking') : t('like.likeMatch')}
      </button>
      <button type="button" className={primaryButtonClass} onClick={() => (matchId ? navigate(paths.chat.href(matchId)) : onWrite())}>
        {t('like.startChat')}
      </button>
    </div>
  );
}

function PreMatchComposer({ match, viewerId, onSent }: { match: Recommendation; viewerId: string; onSent(): void }) {
  const { t } = useTranslation('ai-matchmaking');
  const [text, setText] = useState('');
  const send = useSendPreMatchMessage();
  const content = text.trim();
  const submit = () =>
    send.mutate(
      { senderId: viewerId, receiverId: match.userId, content },
      {
        onSuccess: () => {
          toast({ title: t('preMatch.sent'), description: t('preMatch.sentDescription') });
          onSent();
        },
        onError: (error) =>
          isPremiumRequired(error) ? toastPremiumUpsell(error) : toast({ title: t('preMatch.failed'), description: serverMessageOf(error) ?? t('preMatch.failedDescription'), variant: 'destructive' }),
      },
    );
  return (
    <section className="mt-5" aria-label={t('preMatch.label')}>
      <p className="rounded-2xl bg-primary/15 p-3 text-sm">💎 {t('preMatch.premium')}</p>
      <textarea
        aria-label={t('preMatch.yourMessage')}
        className="mt-3 w-full rounded-2xl border border-border bg-surface p-3 text-sm"
        maxLength={MAX_PRE_MATCH_MESSAGE}
        placeholder={match.conversationStarters[0] ?? t('preMatch.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="button" className={`${primaryButtonClass} mt-3`} disabled={!content || send.isPending} onClick={submit}>
        {t('preMatch.send')}
      </button>
    </section>
  );
}
