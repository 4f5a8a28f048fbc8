export { addThreadMetrics, appMetrics, metricsRegistry, renderMetrics, liveConnections, seriesOfThisThread, type ThreadSeries } from './metrics.ts';
export { metricsRoute, metricsListener, mayScrape, METRICS_PATH } from './metrics-endpoint.ts';
export { observeRequests, requestIdOf, routeTemplateOf, type ObserveRequestsOptions } from './observe-requests.ts';
export { runInRequestScope, currentRequestId, type RequestScope } from './request-scope.ts';
export { instrumentEventStore } from './instrument-event-store.ts';
export { observeProjections, type ProjectorFigures } from './projection-metrics.ts';
