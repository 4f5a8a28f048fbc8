import { Mic, MicOff, PhoneOff, Video, VideoOff } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { dangerSmallButtonClass } from './button-styles.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { toast } from '../../../lib/toast.ts';
import { paths } from '../../../lib/paths.ts';
import { useCallConfig, useChangeVirtualDate, useVirtualDates, type VirtualDate } from '../api/virtual-dates.ts';
import { startPeerCall, signalHangup } from '../call/peer-call.ts';
import { useLocalMedia } from '../call/use-local-media.ts';
import { useTranslation } from 'react-i18next';

/** `/virtual-dates/:dateId/call`: joins the date (it starts on the first join) and holds the call until either member hangs up. */
export function CallPage() {
  const { t } = useTranslation('virtual-dates');
  const { dateId = '' } = useParams<{ dateId: string }>();
  const { data: me } = useCurrentUser();
  const { data: dates, isPending } = useVirtualDates();
  const date = dates?.find((candidate) => candidate.id === dateId);
  const header = <PageHeader title={t('call.title')} backTo={paths.virtualDates.href} />;
  if (isPending || !me) return <>{header}<PlaceholderNote>{t('call.loading')}</PlaceholderNote></>;
  if (!date || date.dateType === 'cultural_trivia') return <>{header}<PlaceholderNote>{t('call.notFound')}</PlaceholderNote></>;
  if (date.status === 'ended' || date.status === 'cancelled') {
    return <>{header}<PlaceholderNote>{date.status === 'ended' ? t('call.ended') : t('call.wasCancelled')} <Link href={paths.virtualDates.href} className="font-semibold text-primary-ink">{t('call.back')}</Link></PlaceholderNote></>;
  }
  return <JoinedCall date={date} myId={me.id} />;
}

function JoinedCall({ date, myId }: { date: VirtualDate; myId: string }) {
  const { t } = useTranslation('virtual-dates');
  const [, navigate] = useLocation();
  const change = useChangeVirtualDate();
  const [joinError, setJoinError] = useState<string | null>(null);
  useEffect(() => {
    change.mutate({ dateId: date.id, status: 'active' }, { onError: (error) => setJoinError(serverMessageOf(error) ?? t('call.joinFailed')) });
    // Joined once per visit; a rejoin after a drop is a new visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [date.id]);
  const other = date.initiatorId === myId ? date.participant : date.initiator;
  const header = <PageHeader title={t('typeWith', { type: t(`types.${date.dateType}`), name: other.name })} backTo={paths.virtualDates.href} />;
  if (joinError) return <>{header}<PlaceholderNote>{joinError}</PlaceholderNote></>;
  const leave = (endedByMe: boolean) => {
    if (endedByMe) {
      signalHangup(date.id);
      change.mutate({ dateId: date.id, status: 'ended' });
    } else {
      toast({ title: t('call.callEnded'), description: t('call.hungUp', { name: other.name }) });
    }
    navigate(paths.virtualDates.href);
  };
  return (
    <>
      {header}
      <CallStage date={date} isOfferer={date.initiatorId === myId} otherName={other.name} onLeave={leave} />
    </>
  );
}

function CallStage({ date, isOfferer, otherName, onLeave }: { date: VirtualDate; isOfferer: boolean; otherName: string; onLeave(endedByMe: boolean): void }) {
  const { t } = useTranslation('virtual-dates');
  const video = date.dateType === 'video_chat';
  const media = useLocalMedia(video);
  const { data: config } = useCallConfig();
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const localVideo = useRef<HTMLVideoElement>(null);
  const remoteVideo = useRef<HTMLVideoElement>(null);
  const hungUpByOther = useEffectEvent(() => onLeave(false));
  const stream = media.status === 'ready' ? media.stream : null;

  useEffect(() => {
    if (!stream || !config) return;
    const call = startPeerCall({ dateId: date.id, isOfferer, iceServers: config.iceServers, local: stream, onRemoteStream: setRemote, onHangup: () => hungUpByOther() });
    return () => call.stop();
  }, [stream, config, date.id, isOfferer]);
  useEffect(() => {
    if (localVideo.current) localVideo.current.srcObject = stream;
  }, [stream]);
  useEffect(() => {
    if (remoteVideo.current) remoteVideo.current.srcObject = remote;
  }, [remote]);

  if (media.status === 'denied') return <PlaceholderNote>{media.message}</PlaceholderNote>;
  const toggle = (kind: 'audio' | 'video', off: boolean) => stream?.getTracks().filter((track) => track.kind === kind).forEach((track) => (track.enabled = !off));
  return (
    <div className="flex flex-col gap-4 px-4 pb-4">
      <div className="relative aspect-[3/4] overflow-hidden rounded-3xl bg-black">
        <video ref={remoteVideo} data-testid="remote-video" autoPlay playsInline className="size-full object-cover" aria-label={video ? t('call.theirVideo', { name: otherName }) : t('call.theirAudio', { name: otherName })} />
        {!remote && <p className="absolute inset-0 flex items-center justify-center text-white">{t('call.waiting', { name: otherName })}</p>}
        {video && <video ref={localVideo} data-testid="local-video" autoPlay playsInline muted className="absolute right-3 bottom-3 w-1/3 rounded-2xl border border-white/40" aria-label={t('call.yourVideo')} />}
      </div>
      <div className="flex justify-center gap-3">
        <button type="button" className={`${smallButtonClass} whitespace-nowrap`} aria-pressed={muted} onClick={() => { toggle('audio', !muted); setMuted(!muted); }}>
          {muted ? <MicOff className="size-4" aria-hidden /> : <Mic className="size-4" aria-hidden />} {muted ? t('call.unmute') : t('call.mute')}
        </button>
        {video && (
          <button type="button" className={`${smallButtonClass} whitespace-nowrap`} aria-pressed={cameraOff} onClick={() => { toggle('video', !cameraOff); setCameraOff(!cameraOff); }}>
            {cameraOff ? <VideoOff className="size-4" aria-hidden /> : <Video className="size-4" aria-hidden />} {cameraOff ? t('call.cameraOn') : t('call.cameraOff')}
          </button>
        )}
        <button type="button" className={dangerSmallButtonClass} onClick={() => onLeave(true)}>
          <PhoneOff className="size-4" aria-hidden /> {t('call.hangUp')}
        </button>
      </div>
    </div>
  );
}
