export { verificationRouter, type VerificationRouterDependencies } from './routes/member.ts';
export { verificationAdminRouter, type VerificationAdminDependencies } from './routes/admin.ts';
export { verificationDecider, hashOfCode } from './decide.ts';
export { signEmailLink } from './email-link.ts';
export { evidenceRetention, EVIDENCE_RETENTION_MS } from './evidence-retention.ts';
export { videoSelfieRouter, type VideoSelfieDependencies } from './routes/video-selfie.ts';
export { parseSelfieThresholds, SELFIE_THRESHOLD_DEFAULTS, type SelfieThresholds } from './selfie-thresholds.ts';
export { measureSelfie } from './measure-selfie.ts';
