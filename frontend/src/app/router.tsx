import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { MemberRoute } from '../components/member-route.tsx';
import { lazyPage } from './lazy-page.tsx';

// Each screen is its own chunk, fetched when first visited, so login and Discover load only what they need.
const AiMatchmakingPage = lazyPage(() => import('../features/ai-matchmaking/components/ai-matchmaking-page.tsx'), 'AiMatchmakingPage');
const LoginPage = lazyPage(() => import('../features/auth/components/login/login-page.tsx'), 'LoginPage');
const SignupPage = lazyPage(() => import('../features/auth/components/signup/signup-page.tsx'), 'SignupPage');
const ChatPage = lazyPage(() => import('../features/chat/components/chat-page.tsx'), 'ChatPage');
const CommunityEventsPage = lazyPage(() => import('../features/community-events/components/community-events-page.tsx'), 'CommunityEventsPage');
const ConsumablesPage = lazyPage(() => import('../features/consumables/components/consumables-page.tsx'), 'ConsumablesPage');
const CulturalInfluencersPage = lazyPage(() => import('../features/cultural-influencers/components/cultural-influencers-page.tsx'), 'CulturalInfluencersPage');
const DiscoverPage = lazyPage(() => import('../features/discovery/components/discover-page.tsx'), 'DiscoverPage');
const EventsDiscoveryPage = lazyPage(() => import('../features/events-discovery/components/events-discovery-page.tsx'), 'EventsDiscoveryPage');
const FiltersPage = lazyPage(() => import('../features/filters/components/filters-page.tsx'), 'FiltersPage');
const GamesPage = lazyPage(() => import('../features/games/components/games-page.tsx'), 'GamesPage');
const LocationDiscoveryPage = lazyPage(() => import('../features/location-discovery/components/location-discovery-page.tsx'), 'LocationDiscoveryPage');
const LovePassportPage = lazyPage(() => import('../features/love-passport/components/love-passport-page.tsx'), 'LovePassportPage');
const MatchesPage = lazyPage(() => import('../features/matches/components/matches-page.tsx'), 'MatchesPage');
const NotificationsPage = lazyPage(() => import('../features/notifications/components/notifications-page.tsx'), 'NotificationsPage');
const PassedProfilesPage = lazyPage(() => import('../features/premium/components/passed-profiles-page.tsx'), 'PassedProfilesPage');
const ProfileViewersPage = lazyPage(() => import('../features/profile-views/components/profile-viewers-page.tsx'), 'ProfileViewersPage');
const SubscribePage = lazyPage(() => import('../features/premium/components/subscribe-page.tsx'), 'SubscribePage');
const ProfilePage = lazyPage(() => import('./profile-screen.tsx'), 'ProfileScreen');
const SecurityPage = lazyPage(() => import('../features/security/components/security-page.tsx'), 'SecurityPage');
const EnhancedVerificationPage = lazyPage(() => import('../features/verification/components/enhanced-verification-page.tsx'), 'EnhancedVerificationPage');
const VirtualDatesPage = lazyPage(() => import('../features/virtual-dates/components/virtual-dates-page.tsx'), 'VirtualDatesPage');
const CallPage = lazyPage(() => import('../features/virtual-dates/components/call-page.tsx'), 'CallPage');
const VoiceMessagesPage = lazyPage(() => import('../features/voice-messages/components/voice-messages-page.tsx'), 'VoiceMessagesPage');
const VerifyEmailPage = lazyPage(() => import('../features/verification/components/verify-email-page.tsx'), 'VerifyEmailPage');
const PushSettingsPage = lazyPage(() => import('../features/push-notifications/components/push-settings-page.tsx'), 'PushSettingsPage');
const AdminRoutes = lazyPage(() => import('./admin-routes.tsx'), 'AdminRoutes');
const NotFoundPage = lazyPage(() => import('./not-found-page.tsx'), 'NotFoundPage');

/** Every route of both specs; anything else is the 404 page. Member screens send visitors to /login. */
export function AppRouter() {
  return (
    <Suspense fallback={null}>
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
      <Route path="/verify-email" component={VerifyEmailPage} />
      <MemberRoute path="/settings/notifications" component={PushSettingsPage} />
      {/* The operators' screens, in a chunk of their own: members never load their routes. */}
      <Route path="/admin/*?">
        <AdminRoutes />
      </Route>
      <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
