export { safetyRouter } from './routes.ts';
export { blockerDecider, reportDecider, type BlockMember, type FileReport, type ReportReason } from './decide.ts';
