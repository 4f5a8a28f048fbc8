import type { RtcSignal } from '@sankofa/contracts';
import { sendLiveMessage, subscribeToLiveMessages } from '../../../lib/live/live-channel.ts';

export interface PeerCallOptions {
  dateId: string;
  /** The date's initiator makes the offers; the other member answers. One fixed side avoids offers crossing. */
  isOfferer: boolean;
  iceServers: RTCIceServer[];
  local: MediaStream;
  onRemoteStream(stream: MediaStream | null): void;
  /** The other member hung up. */
  onHangup(): void;
}

export interface PeerCall {
  stop(): void;
}

/** An offer this recent is still on its way to the peer: a crossing `join` must not replace it. */
const OFFER_IN_FLIGHT_MS = 3_000;

/**
 * One side of a WebRTC call whose signals travel over `/ws` (the server relays them to the date's
 * other member only). Each side announces itself with `join` when it opens the call screen, and
 * answers a fresh `join` with a `join` reply, so either may arrive first or come back after a drop:
 * a `join` reaching the offerer always starts a new connection with a new offer.
 */
export function startPeerCall(options: PeerCallOptions): PeerCall {
  const { dateId, isOfferer, iceServers, local, onRemoteStream, onHangup } = options;
  let connection: RTCPeerConnection | null = null;
  let offeredAt = 0;
  let pendingCandidates: RTCIceCandidateInit[] = [];

  const signal = (body: RtcSignal) => sendLiveMessage({ type: 'rtc_signal', payload: { dateId, signal: body } });

  const newConnection = () => {
    connection?.close();
    onRemoteStream(null);
    pendingCandidates = [];
    const created = new RTCPeerConnection({ iceServers });
    for (const track of local.getTracks()) created.addTrack(track, local);
    created.onicecandidate = ({ candidate }) => {
      if (candidate) signal({ kind: 'candidate', candidate: { candidate: candidate.candidate, sdpMid: candidate.sdpMid, sdpMLineIndex: candidate.sdpMLineIndex } });
    };
    created.ontrack = ({ streams }) => onRemoteStream(streams[0] ?? null);
    connection = created;
    return created;
  };

  const flushCandidates = async (target: RTCPeerConnection) => {
    for (const candidate of pendingCandidates.splice(0)) await target.addIceCandidate(candidate).catch(() => undefined);
  };

  const offer = async () => {
    const created = newConnection();
    offeredAt = Date.now();
    await created.setLocalDescription(await created.createOffer());
    signal({ kind: 'offer', sdp: created.localDescription!.sdp });
  };

  const handle = async (received: RtcSignal) => {
    switch (received.kind) {
      case 'join': {
        if (!isOfferer) {
          if (!received.reply) signal({ kind: 'join', reply: true });
          return;
        }
        const offerPending = connection?.signalingState === 'have-local-offer' && Date.now() - offeredAt < OFFER_IN_FLIGHT_MS;
        if (!offerPending) await offer();
        return;
      }
      case 'offer': {
        if (isOfferer) return;
        const created = newConnection();
        await created.setRemoteDescription({ type: 'offer', sdp: received.sdp });
        await created.setLocalDescription(await created.createAnswer());
        signal({ kind: 'answer', sdp: created.localDescription!.sdp });
        await flushCandidates(created);
        return;
      }
      case 'answer': {
        if (!connection || connection.signalingState !== 'have-local-offer') return;
        await connection.setRemoteDescription({ type: 'answer', sdp: received.sdp });
        await flushCandidates(connection);
        return;
      }
      case 'candidate': {
        if (connection?.remoteDescription) await connection.addIceCandidate(received.candidate).catch(() => undefined);
        else pendingCandidates.push(received.candidate);
        return;
      }
      case 'hangup':
        onHangup();
        return;
      default: {
        const _unhandled: never = received;
      }
    }
  };

  // Signals are handled one after the other: an answer must not overtake the offer it answers.
  let handled = Promise.resolve();
  const unsubscribe = subscribeToLiveMessages((message) => {
    if (message.type !== 'rtc_signal' || message.payload.dateId !== dateId) return;
    handled = handled.then(() => handle(message.payload.signal)).catch((error: unknown) => console.warn('Call signal failed', error));
  });
  signal({ kind: 'join' });

  return {
    stop() {
      unsubscribe();
      connection?.close();
      connection = null;
    },
  };
}

/** Tells the other member the call is over (they leave the call screen too). */
export const signalHangup = (dateId: string) => sendLiveMessage({ type: 'rtc_signal', payload: { dateId, signal: { kind: 'hangup' } } });
