import type pg from 'pg';
import { getCallConfig, iceServerList, listVirtualDates, type IceServer, type ResponseOf } from '@sankofa/contracts';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { VIRTUAL_DATES_PROJECTOR } from '@sankofa/projections/virtual-dates';
import { MEMBERS_PROJECTOR } from '@sankofa/projections/members';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';
import { datesOfMember } from './queries.ts';

export interface VirtualDatesQueryDependencies {
  pool: pg.Pool;
  tokens: AccessTokens;
  /** STUN/TURN servers for the browsers (WEBRTC_ICE_SERVERS); none on one machine or a LAN. */
  iceServers?: readonly IceServer[];
}

/** `WEBRTC_ICE_SERVERS`: a JSON array of RTCIceServer (`[{"urls":"stun:stun.example.org:3478"}]`); unset is none. */
export const iceServersFrom = (json: string | undefined): IceServer[] => (json ? iceServerList.parse(JSON.parse(json)) : []);

/** The token's member's dates (theirs only) and the call's STUN/TURN servers. */
export const virtualDatesQueryRouter = ({ pool, tokens, iceServers = [] }: VirtualDatesQueryDependencies): ReadModelRouter => {
  const router = readModelRouter([VIRTUAL_DATES_PROJECTOR, MEMBERS_PROJECTOR]);
  mount(router, listVirtualDates, requireMember(tokens), async (ctx) => {
    ctx.body = (await datesOfMember(pool, principalOf(ctx).memberId)) satisfies ResponseOf<typeof listVirtualDates>;
  });
  mount(router, getCallConfig, requireMember(tokens), (ctx) => {
    ctx.body = { iceServers: [...iceServers] } satisfies ResponseOf<typeof getCallConfig>;
  });
  return router;
};
