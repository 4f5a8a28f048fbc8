import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { MemberRoute } from '../components/member-route.tsx';
import { paths } from '../lib/paths.ts';
import { lazyPage } from './lazy-page.tsx';

// Each screen is its own chunk, fetched when first visited, so login and Discover load only what they need.
const AiMatchmakingPage = lazyPage(() => import('../features/ai-matchmaking/components/ai-matchmaking-page.tsx'), 'AiMatchmakingPage');
const LoginPage = lazyPage(() => import('../features/auth/components/login/login-page.tsx'), 'LoginPage');
const ForgotPasswordPage = lazyPage(() => import('../features/auth/components/password-reset/forgot-password-page.tsx'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/components/password-reset/reset-password-page.tsx'), 'ResetPasswordPage');
const ConfirmEmailPage = lazyPage(() => import('../features/auth/components/email-change/confirm-email-page.tsx'), 'ConfirmEmailPage');
const SignupPage = lazyPage(() => import('../features/auth/components/signup/signup-page.tsx'), 'SignupPage');
const ChatPage = lazyPage(() => import('./chat-screen.tsx'), 'ChatScreen');
const CommunityEventsPage = lazyPage(() => import('./community-events-screen.tsx'), 'CommunityEventsScreen');
const ConsumablesPage = lazyPage(() => import('../features/consumables/components/consumables-page.tsx'), 'ConsumablesPage');
const CulturalInfluencersPage = lazyPage(() => import('../features/cultural-influencers/components/cultural-influencers-page.tsx'), 'CulturalInfluencersPage');
const DiscoverPage = lazyPage(() => import('../features/discovery/components/discover-page.tsx'), 'DiscoverPage');
const EventsDiscoveryPage = lazyPage(() => import('../features/events-discovery/components/events-discovery-page.tsx'), 'EventsDiscoveryPage');
const FiltersPage = lazyPage(() => import('../features/filters/components/filters-page.tsx'), 'FiltersPage');
const GamesPage = lazyPage(() => import('../features/games/components/games-page.tsx'), 'GamesPage');
const LocationDiscoveryPage = lazyPage(() => import('../features/location-discovery/components/location-discovery-page.tsx'), 'LocationDiscoveryPage');
const LovePassportPage = lazyPage(() => import('../features/love-passport/components/love-passport-page.tsx'), 'LovePassportPage');
const HiddenMessagesPage = lazyPage(() => import('../features/chat/components/hidden-messages-page.tsx'), 'HiddenMessagesPage');
const MatchesPage = lazyPage(() => import('../features/matches/components/matches-page.tsx'), 'MatchesPage');
const NotificationsPage = lazyPage(() => import('../features/notifications/components/notifications-page.tsx'), 'NotificationsPage');
const PassedProfilesPage = lazyPage(() => import('../features/premium/components/passed-profiles-page.tsx'), 'PassedProfilesPage');
const ProfileViewersPage = lazyPage(() => import('../features/profile-views/components/profile-viewers-page.tsx'), 'ProfileViewersPage');
const SubscribePage = lazyPage(() => import('../features/premium/components/subscribe-page.tsx'), 'SubscribePage');
const ProfilePage = lazyPage(() => import('./profile-screen.tsx'), 'ProfileScreen');
const SecurityPage = lazyPage(() => import('../features/security/components/security-page.tsx'), 'SecurityPage');
const EnhancedVerificationPage = lazyPage(() => import('../features/verification/components/enhanced-verification-page.tsx'), 'EnhancedVerificationPage');
const VirtualDatesPage = lazyPage(() => import('./virtual-dates-screen.tsx'), 'VirtualDatesScreen');
const SharedDatePage = lazyPage(() => import('../features/date-safety/components/shared-date-page.tsx'), 'SharedDatePage');
const CallPage = lazyPage(() => import('../features/virtual-dates/components/call-page.tsx'), 'CallPage');
const VoiceMessagesPage = lazyPage(() => import('../features/voice-messages/components/voice-messages-page.tsx'), 'VoiceMessagesPage');
const VerifyEmailPage = lazyPage(() => import('../features/verification/components/verify-email-page.tsx'), 'VerifyEmailPage');
const PrivacyPage = lazyPage(() => import('../features/privacy-notice/components/privacy-page.tsx'), 'PrivacyPage');
const PushSettingsPage = lazyPage(() => import('../features/push-notifications/components/push-settings-page.tsx'), 'PushSettingsPage');
const PhotoEditorPage = lazyPage(() => import('../features/profile/components/photo-editor/photo-editor-page.tsx'), 'PhotoEditorPage');
const AccountDeletedPage = lazyPage(() => import('../features/profile/components/account-deleted-page.tsx'), 'AccountDeletedPage');
const AdminRoutes = lazyPage(() => import('./admin-routes.tsx'), 'AdminRoutes');
const NotFoundPage = lazyPage(() => import('./not-found-page.tsx'), 'NotFoundPage');

/** Every route of both specs; anything else is the 404 page. Member screens send visitors to /login. */
export function AppRouter() {
  return (
    <Suspense fallback={null}>
      <Switch>
      <Route path={paths.home.pattern} component={DiscoverPage} />
      {/* Screens of the companion spec link to /discover for the same screen. */}
      <Route path={paths.discover.pattern} component={DiscoverPage} />
      <MemberRoute path={paths.matches.pattern} component={MatchesPage} />
      <MemberRoute path={paths.hiddenMessages.pattern} component={HiddenMessagesPage} />
      <MemberRoute path={paths.chat.pattern} component={ChatPage} />
      <MemberRoute path={paths.profile.pattern} component={ProfilePage} />
      <MemberRoute path={paths.profilePhotos.pattern} component={PhotoEditorPage} />
      <MemberRoute path={paths.filters.pattern} component={FiltersPage} />
      <MemberRoute path={paths.locationDiscovery.pattern} component={LocationDiscoveryPage} />
      <Route path={paths.signup.pattern} component={SignupPage} />
      <Route path={paths.login.pattern} component={LoginPage} />
      <Route path={paths.forgotPassword.pattern} component={ForgotPasswordPage} />
      <Route path={paths.resetPassword.pattern} component={ResetPasswordPage} />
      <Route path={paths.confirmEmail.pattern} component={ConfirmEmailPage} />
      <MemberRoute path={paths.notifications.pattern} component={NotificationsPage} />
      <MemberRoute path={paths.events.pattern} component={CommunityEventsPage} />
      <MemberRoute path={paths.security.pattern} component={SecurityPage} />
      <MemberRoute path={paths.enhancedVerification.pattern} component={EnhancedVerificationPage} />
      <MemberRoute path={paths.subscribe.pattern} component={SubscribePage} />
      <MemberRoute path={paths.profileViewers.pattern} component={ProfileViewersPage} />
      <MemberRoute path={paths.passedProfiles.pattern} component={PassedProfilesPage} />
      <MemberRoute path={paths.virtualDates.pattern} component={VirtualDatesPage} />
      <MemberRoute path={paths.call.pattern} component={CallPage} />
      <MemberRoute path={paths.consumables.pattern} component={ConsumablesPage} />
      <MemberRoute path={paths.lovePassport.pattern} component={LovePassportPage} />
      <MemberRoute path={paths.culturalInfluencers.pattern} component={CulturalInfluencersPage} />
      <MemberRoute path={paths.games.pattern} component={GamesPage} />
      <MemberRoute path={paths.voiceMessages.pattern} component={VoiceMessagesPage} />
      <MemberRoute path={paths.aiMatchmaking.pattern} component={AiMatchmakingPage} />
      <MemberRoute path={paths.eventsDiscovery.pattern} component={EventsDiscoveryPage} />
      <Route path={paths.verifyEmail.pattern} component={VerifyEmailPage} />
      <Route path={paths.sharedDate.pattern} component={SharedDatePage} />
      <Route path={paths.privacy.pattern} component={PrivacyPage} />
      <Route path={paths.accountDeleted.pattern} component={AccountDeletedPage} />
      <MemberRoute path={paths.notificationSettings.pattern} component={PushSettingsPage} />
      {/* The operators' screens, in a chunk of their own: members never load their routes. */}
      <Route path={paths.admin.area}>
        <AdminRoutes />
      </Route>
      <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
