export { moderationRouter } from './routes.ts';
export { reportDecisionDecider, type ReportDecisionCommand } from './report-decision.ts';
export { standingDecider, type StandingCommand } from './member-standing.ts';
