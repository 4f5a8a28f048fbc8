import { Route, Switch } from 'wouter';
import { MemberRoute } from '../components/member-route.tsx';
import { lazyPage } from './lazy-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';

const AdminReportsPage = lazyPage(() => import('../features/moderation/components/admin-reports-page.tsx'), 'AdminReportsPage');
const AdminPage = lazyPage(() => import('../features/admin/components/admin-page.tsx'), 'AdminPage');
const OutboxPage = lazyPage(() => import('../features/admin/components/outbox-page.tsx'), 'OutboxPage');
const VerificationReviewPage = lazyPage(() => import('../features/admin/components/verification-review-page.tsx'), 'VerificationReviewPage');
const InfluencerReviewPage = lazyPage(() => import('../features/admin/components/influencer-review-page.tsx'), 'InfluencerReviewPage');
const AnalyticsPage = lazyPage(() => import('../features/analytics/components/analytics-page.tsx'), 'AnalyticsPage');
const ProjectionConsolePage = lazyPage(() => import('../features/projection-console/components/projection-console-page.tsx'), 'ProjectionConsolePage');
const EventBrowserPage = lazyPage(() => import('../features/event-browser/components/event-browser-page.tsx'), 'EventBrowserPage');
const EventStreamPage = lazyPage(() => import('../features/event-browser/components/stream-page.tsx'), 'StreamPage');
const EventDetailPage = lazyPage(() => import('../features/event-browser/components/event-detail-page.tsx'), 'EventDetailPage');
const TimeTravelPage = lazyPage(() => import('../features/time-travel/components/time-travel-page.tsx'), 'TimeTravelPage');

/** The admin area's screens, all under /admin. */
export function AdminRoutes() {
  return (
    <Switch>
      <MemberRoute path="/admin/reports" component={AdminReportsPage} />
      <MemberRoute path="/admin" component={AdminPage} />
      <MemberRoute path="/admin/verifications" component={VerificationReviewPage} />
      <MemberRoute path="/admin/outbox" component={OutboxPage} />
      <MemberRoute path="/admin/influencers" component={InfluencerReviewPage} />
      <MemberRoute path="/admin/analytics" component={AnalyticsPage} />
      <MemberRoute path="/admin/projections" component={ProjectionConsolePage} />
      <MemberRoute path="/admin/events" component={EventBrowserPage} />
      <MemberRoute path="/admin/events/streams/:stream" component={EventStreamPage} />
      <MemberRoute path="/admin/events/e/:eventId" component={EventDetailPage} />
      <MemberRoute path="/admin/time-travel" component={TimeTravelPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
