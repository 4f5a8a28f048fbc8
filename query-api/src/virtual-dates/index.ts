export { virtualDatesQueryRouter, iceServersFrom, type VirtualDatesQueryDependencies } from './routes.ts';
export { virtualDateLiveMapper } from './live.ts';
export { rtcSignalRelay } from './signal-relay.ts';
