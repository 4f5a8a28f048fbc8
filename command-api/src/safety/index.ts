export { safetyRouter } from './routes.ts';
export { blockerDecider, reportDecider, type BlockMember, type FileReport, type ReportReason } from './decide.ts';
export { holdDecider, refuseWhileHeld, type HoldCommand } from './account-hold.ts';
export { holdsRouter } from './hold-routes.ts';
export { contactBlocksRouter } from './contact-block-routes.ts';
export { contactBlocksDecider, type ContactBlockCommand } from './contact-blocks.ts';
export { scamDefence, MIN_OPENER_WORDS, SIMILAR_OPENER_MEMBERS, SIMILAR_OPENER_THRESHOLD, SIMILAR_OPENER_WINDOW_HOURS, REPORTING_MEMBERS } from './scam-defence-reactor.ts';
