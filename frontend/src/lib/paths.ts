/**
 * Every screen's path, written once (issue 22): the router mounts each `pattern`, and links,
 * redirects and navigations go to its `href`, a builder for screens with parameters.
 * `lint/screen-paths.js` reports a screen path spelled anywhere else.
 */

/** A screen without parameters: its pattern is its address. */
const screen = <Pattern extends string>(pattern: Pattern) => ({ pattern, href: pattern });

const games = screen('/games');

export const paths = {
  home: screen('/'),
  /** The same screen as home: the companion spec's screens link here. */
  discover: screen('/discover'),
  signup: screen('/signup'),
  login: screen('/login'),
  /** "Forgot password?": the address to send a link to. */
  forgotPassword: screen('/forgot-password'),
  /** Where the e-mailed link lands (`?token=…`): the new password. */
  resetPassword: screen('/reset-password'),
  /** Where the link mailed to a new e-mail address lands (`?token=…`): confirming it. */
  confirmEmail: screen('/confirm-email'),
  verifyEmail: screen('/verify-email'),
  /** A date a member shared, as her trusted contact opens it from the texted link: public. */
  sharedDate: { pattern: '/shared-date/:token', href: (token: string) => `/shared-date/${encodeURIComponent(token)}` },
  /** What Sankofa keeps, why, for how long and who sees it: public, for visitors too. */
  privacy: screen('/privacy'),
  /** Where a member lands once she has deleted her account, signed out. */
  accountDeleted: screen('/account-deleted'),
  matches: screen('/matches'),
  /** Issue 23: the Hidden folder, messages with her hidden words and from members she has not matched. */
  hiddenMessages: screen('/matches/hidden'),
  chat: { pattern: '/chat/:matchId', href: (matchId: string) => `/chat/${encodeURIComponent(matchId)}` },
  profile: screen('/profile'),
  /** Adding, removing and reordering her photos after signup. */
  profilePhotos: screen('/profile/photos'),
  filters: screen('/filters'),
  locationDiscovery: screen('/location-discovery'),
  notifications: screen('/notifications'),
  notificationSettings: screen('/settings/notifications'),
  events: screen('/events'),
  eventsDiscovery: screen('/events-discovery'),
  security: screen('/security'),
  enhancedVerification: screen('/enhanced-verification'),
  subscribe: screen('/subscribe'),
  profileViewers: screen('/profile-viewers'),
  passedProfiles: screen('/passed-profiles'),
  virtualDates: screen('/virtual-dates'),
  call: { pattern: '/virtual-dates/:dateId/call', href: (dateId: string) => `/virtual-dates/${encodeURIComponent(dateId)}/call` },
  consumables: screen('/consumables'),
  lovePassport: screen('/love-passport'),
  culturalInfluencers: screen('/cultural-influencers'),
  games: {
    ...games,
    /** The games screen opening (or joining) the Cultural Trivia game of a match. */
    triviaHref: (matchId: string) => `${games.href}?trivia=${encodeURIComponent(matchId)}`,
  },
  voiceMessages: screen('/voice-messages'),
  aiMatchmaking: screen('/ai-matchmaking'),
  admin: {
    /** Everything under /admin, loaded as one chunk members never fetch. */
    area: '/admin/*?',
    home: screen('/admin'),
    reports: screen('/admin/reports'),
    verifications: screen('/admin/verifications'),
    photoReviews: screen('/admin/photo-reviews'),
    outbox: screen('/admin/outbox'),
    influencers: screen('/admin/influencers'),
    analytics: screen('/admin/analytics'),
    projections: screen('/admin/projections'),
    events: screen('/admin/events'),
    stream: { pattern: '/admin/events/streams/:stream', href: (stream: string) => `/admin/events/streams/${encodeURIComponent(stream)}` },
    event: { pattern: '/admin/events/e/:eventId', href: (eventId: string) => `/admin/events/e/${encodeURIComponent(eventId)}` },
    timeTravel: screen('/admin/time-travel'),
  },
};
