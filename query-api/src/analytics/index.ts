export { analyticsQueryRouter } from './routes.ts';
/** For the benchmark: the report's reads and its assembly, without HTTP. */
export { readAnalytics } from './queries.ts';
export { analyticsReport } from './report.ts';
