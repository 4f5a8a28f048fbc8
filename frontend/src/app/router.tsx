import { Route, Switch } from 'wouter';
import { AiMatchmakingPage } from '../features/ai-matchmaking/components/ai-matchmaking-page.tsx';
import { LoginPage } from '../features/auth/components/login/login-page.tsx';
import { SignupPage } from '../features/auth/components/signup/signup-page.tsx';
import { ChatPage } from '../features/chat/components/chat-page.tsx';
import { CommunityEventsPage } from '../features/community-events/components/community-events-page.tsx';
import { ConsumablesPage } from '../features/consumables/components/consumables-page.tsx';
import { CulturalInfluencersPage } from '../features/cultural-influencers/components/cultural-influencers-page.tsx';
import { DiscoverPage } from '../features/discover/components/discover-page.tsx';
import { EventsDiscoveryPage } from '../features/events-discovery/components/events-discovery-page.tsx';
import { FiltersPage } from '../features/filters/components/filters-page.tsx';
import { GamesPage } from '../features/games/components/games-page.tsx';
import { LocationDiscoveryPage } from '../features/location-discovery/components/location-discovery-page.tsx';
import { LovePassportPage } from '../features/love-passport/components/love-passport-page.tsx';
import { MatchesPage } from '../features/matches/components/matches-page.tsx';
import { NotificationsPage } from '../features/notifications/components/notifications-page.tsx';
import { PassedProfilesPage } from '../features/premium/components/passed-profiles-page.tsx';
import { ProfileViewersPage } from '../features/premium/components/profile-viewers-page.tsx';
import { SubscribePage } from '../features/premium/components/subscribe-page.tsx';
import { ProfilePage } from '../features/profile/components/profile-page.tsx';
import { SecurityPage } from '../features/security/components/security-page.tsx';
import { EnhancedVerificationPage } from '../features/verification/components/enhanced-verification-page.tsx';
import { VirtualDatesPage } from '../features/virtual-dates/components/virtual-dates-page.tsx';
import { CallPage } from '../features/virtual-dates/components/call-page.tsx';
import { VoiceMessagesPage } from '../features/voice-messages/components/voice-messages-page.tsx';
import { AdminReportsPage } from '../features/moderation/components/admin-reports-page.tsx';
import { MemberRoute } from '../components/member-route.tsx';
import { VerifyEmailPage } from '../features/verification/components/verify-email-page.tsx';
import { AdminPage } from '../features/admin/components/admin-page.tsx';
import { OutboxPage } from '../features/admin/components/outbox-page.tsx';
import { VerificationReviewPage } from '../features/admin/components/verification-review-page.tsx';
import { InfluencerReviewPage } from '../features/admin/components/influencer-review-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** Every route of both specs; anything else is the 404 page. Member screens send visitors to /login. */
export function AppRouter() {
  return (
    <Switch>
      <Route path="/" component={DiscoverPage} />
      {/* Screens of the companion spec link to /discover for the same screen. */}
      <Route path="/discover" component={DiscoverPage} />
      <MemberRoute path="/matches" component={MatchesPage} />
      <MemberRoute path="/chat/:matchId" component={ChatPage} />
      <MemberRoute path="/profile" component={ProfilePage} />
      <MemberRoute path="/filters" component={FiltersPage} />
      <MemberRoute path="/location-discovery" component={LocationDiscoveryPage} />
      <Route path="/signup" component={SignupPage} />
      <Route path="/login" component={LoginPage} />
      <MemberRoute path="/notifications" component={NotificationsPage} />
      <MemberRoute path="/events" component={CommunityEventsPage} />
      <MemberRoute path="/security" component={SecurityPage} />
      <MemberRoute path="/enhanced-verification" component={EnhancedVerificationPage} />
      <MemberRoute path="/subscribe" component={SubscribePage} />
      <MemberRoute path="/profile-viewers" component={ProfileViewersPage} />
      <MemberRoute path="/passed-profiles" component={PassedProfilesPage} />
      <MemberRoute path="/virtual-dates" component={VirtualDatesPage} />
      <MemberRoute path="/virtual-dates/:dateId/call" component={CallPage} />
      <MemberRoute path="/consumables" component={ConsumablesPage} />
      <MemberRoute path="/love-passport" component={LovePassportPage} />
      <MemberRoute path="/cultural-influencers" component={CulturalInfluencersPage} />
      <MemberRoute path="/games" component={GamesPage} />
      <MemberRoute path="/voice-messages" component={VoiceMessagesPage} />
      <MemberRoute path="/ai-matchmaking" component={AiMatchmakingPage} />
      <MemberRoute path="/events-discovery" component={EventsDiscoveryPage} />
      <MemberRoute path="/admin/reports" component={AdminReportsPage} />
      <Route path="/verify-email" component={VerifyEmailPage} />
      <MemberRoute path="/admin" component={AdminPage} />
      <MemberRoute path="/admin/verifications" component={VerificationReviewPage} />
      <MemberRoute path="/admin/outbox" component={OutboxPage} />
      <MemberRoute path="/admin/influencers" component={InfluencerReviewPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
