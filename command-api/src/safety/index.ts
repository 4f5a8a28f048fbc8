export { safetyRouter, MAX_REPORT_DESCRIPTION_LENGTH } from './routes.ts';
export { blockerDecider, reportDecider, type BlockMember, type FileReport, type ReportReason } from './decide.ts';
