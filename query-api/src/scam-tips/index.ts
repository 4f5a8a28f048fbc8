export { SCAM_TIP_DAYS, matchCreatedAt, withScamTip } from './scam-tip.ts';
export { scamAsksIn, type ScamAsk } from './scam-asks.ts';
