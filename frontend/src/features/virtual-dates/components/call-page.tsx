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
import { useCallConfig, useChangeVirtualDate, useVirtualDates, type VirtualDate } from '../api/virtual-dates.ts';
import { startPeerCall, signalHangup } from '../call/peer-call.ts';
import { useLocalMedia } from '../call/use-local-media.ts';
import { DATE_TYPE_LABELS } from '../date-types.ts';

/** `/virtual-dates/:dateId/call`: joins the date (it starts on the first join) and holds the call until either member hangs up. */
export function CallPage() {
  const { dateId = '' } = useParams<{ dateId: string }>();
  const { data: me } = useCurrentUser();
  const { data: dates, isPending } = useVirtualDates();
  const date = dates?.find((candidate) => candidate.id === dateId);
  const header = <PageHeader title="Virtual Date" backTo="/virtual-dates" />;
  if (isPending || !me) return <>{header}<PlaceholderNote>Loading your date...</PlaceholderNote></>;
  if (!date || date.dateType === 'cultural_trivia') return <>{header}<PlaceholderNote>This date could not be found.</PlaceholderNote></>;
  if (date.status === 'ended' || date.status === 'cancelled') {
    return <>{header}<PlaceholderNote>This date has {date.status === 'ended' ? 'ended' : 'been cancelled'}. <Link href="/virtual-dates" className="font-semibold text-primary-ink">Back to Virtual Dates</Link></PlaceholderNote></>;
  }
  return <JoinedCall date={date} myId={me.id} />;
}

function JoinedCall({ date, myId }: { date: VirtualDate; myId: string }) {
  const [, navigate] = useLocation();
  const change = useChangeVirtualDate();
  const [joinError, setJoinError] = useState<string | null>(null);
  useEffect(() => {
    change.mutate({ dateId: date.id, status: 'active' }, { onError: (error) => setJoinError(serverMessageOf(error) ?? 'The call could not be joined') });
    // Joined once per visit; a rejoin after a drop is a new visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [date.id]);
  const other = date.initiatorId === myId ? date.participant : date.initiator;
  const header = <PageHeader title={`${DATE_TYPE_LABELS[date.dateType]} with ${other.name}`} backTo="/virtual-dates" />;
  if (joinError) return <>{header}<PlaceholderNote>{joinError}</PlaceholderNote></>;
  const leave = (endedByMe: boolean) => {
    if (endedByMe) {
      signalHangup(date.id);
      change.mutate({ dateId: date.id, status: 'ended' });
    } else {
      toast({ title: 'Call ended', description: `${other.name} hung up.` });
    }
    navigate('/virtual-dates');
  };
  return (
    <>
      {header}
      <CallStage date={date} isOfferer={date.initiatorId === myId} otherName={other.name} onLeave={leave} />
    </>
  );
}

function CallStage({ date, isOfferer, otherName, onLeave }: { date: VirtualDate; isOfferer: boolean; otherName: string; onLeave(endedByMe: boolean): void }) {
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
        <video ref={remoteVideo} data-testid="remote-video" autoPlay playsInline className="size-full object-cover" aria-label={`${otherName}'s ${video ? 'video' : 'audio'}`} />
        {!remote && <p className="absolute inset-0 flex items-center justify-center text-white">Waiting for {otherName} to join...</p>}
        {video && <video ref={localVideo} data-testid="local-video" autoPlay playsInline muted className="absolute right-3 bottom-3 w-1/3 rounded-2xl border border-white/40" aria-label="Your video" />}
      </div>
      <div className="flex justify-center gap-3">
        <button type="button" className={`${smallButtonClass} whitespace-nowrap`} aria-pressed={muted} onClick={() => { toggle('audio', !muted); setMuted(!muted); }}>
          {muted ? <MicOff className="size-4" aria-hidden /> : <Mic className="size-4" aria-hidden />} {muted ? 'Unmute' : 'Mute'}
        </button>
        {video && (
          <button type="button" className={`${smallButtonClass} whitespace-nowrap`} aria-pressed={cameraOff} onClick={() => { toggle('video', !cameraOff); setCameraOff(!cameraOff); }}>
            {cameraOff ? <VideoOff className="size-4" aria-hidden /> : <Video className="size-4" aria-hidden />} {cameraOff ? 'Camera On' : 'Camera Off'}
          </button>
        )}
        <button type="button" className={dangerSmallButtonClass} onClick={() => onLeave(true)}>
          <PhoneOff className="size-4" aria-hidden /> Hang Up
        </button>
      </div>
    </div>
  );
}
