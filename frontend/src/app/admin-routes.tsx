import { Route, Switch } from 'wouter';
import { MemberRoute } from '../components/member-route.tsx';
import { paths } from '../lib/paths.ts';
import { lazyPage } from './lazy-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';

const AdminReportsPage = lazyPage(() => import('../features/moderation/components/admin-reports-page.tsx'), 'AdminReportsPage');
const AdminPage = lazyPage(() => import('../features/admin/components/admin-page.tsx'), 'AdminPage');
const OutboxPage = lazyPage(() => import('../features/admin/components/outbox-page.tsx'), 'OutboxPage');
const VerificationReviewPage = lazyPage(() => import('../features/admin/components/verification-review-page.tsx'), 'VerificationReviewPage');
const PhotoReviewPage = lazyPage(() => import('../features/admin/components/photo-review-page.tsx'), 'PhotoReviewPage');
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
      <MemberRoute path={paths.admin.reports.pattern} component={AdminReportsPage} />
      <MemberRoute path={paths.admin.home.pattern} component={AdminPage} />
      <MemberRoute path={paths.admin.verifications.pattern} component={VerificationReviewPage} />
      <MemberRoute path={paths.admin.photoReviews.pattern} component={PhotoReviewPage} />
      <MemberRoute path={paths.admin.outbox.pattern} component={OutboxPage} />
      <MemberRoute path={paths.admin.influencers.pattern} component={InfluencerReviewPage} />
      <MemberRoute path={paths.admin.analytics.pattern} component={AnalyticsPage} />
      <MemberRoute path={paths.admin.projections.pattern} component={ProjectionConsolePage} />
      <MemberRoute path={paths.admin.events.pattern} component={EventBrowserPage} />
      <MemberRoute path={paths.admin.stream.pattern} component={EventStreamPage} />
      <MemberRoute path={paths.admin.event.pattern} component={EventDetailPage} />
      <MemberRoute path={paths.admin.timeTravel.pattern} component={TimeTravelPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
