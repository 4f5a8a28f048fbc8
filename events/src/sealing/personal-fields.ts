/**
 * Every field of the catalog that holds a member's personal data, by event type: whose it is (`owner`, the
 * first of these data fields that is set) and what it reads as once her key is destroyed (`fields`, by dotted
 * path). A field not written (absent or null) is not sealed. `personal-fields.test.ts` fails when the catalog
 * gains a text field classified neither here nor in `NOT_PERSONAL`, and when an erased value would not parse.
 */
export interface PersonalFields {
  owner: readonly string[];
  fields: Readonly<Record<string, unknown>>;
}

/** What a sealed text reads as after its owner's key is destroyed; the event browser shows it as is. */
export const ERASED_TEXT = '[erased]';

const text = ERASED_TEXT;
const none: unknown[] = [];

const profile = {
  firstName: text,
  lastName: text,
  location: text,
  heritage: text,
  profession: text,
  bio: text,
  ethnicGroup: text,
  languages: none,
  diasporaGeneration: text,
  culturalValues: none,
  religionSpirituality: text,
  relationshipGoals: text,
  homeCountry: text,
};
const signInOrigin = { device: text, country: text };
const of = (owner: string | readonly string[], fields: Record<string, unknown>): PersonalFields => ({ owner: typeof owner === 'string' ? [owner] : owner, fields });

export const PERSONAL_FIELDS: Readonly<Record<string, PersonalFields>> = {
  EmailReserved: of('memberId', { email: text }),
  MemberRegistered: of('memberId', {
    ...profile,
    email: text,
    phoneNumber: text,
    passwordHash: text,
    photos: none,
    latitude: null,
    longitude: null,
    currentCity: text,
    currentCountry: text,
  }),
  ProfileUpdated: of('memberId', Object.fromEntries(Object.entries(profile).map(([field, erased]) => [`changes.${field}`, erased]))),
  PhotosChanged: of('memberId', { photos: none }),
  BioUpdated: of('memberId', { content: text }),
  /** Coordinates are required here: erased, they read as 0, 0 (and `metadata.erasedFields` names them). */
  LocationUpdated: of('memberId', { latitude: 0, longitude: 0, location: text, currentCity: text, currentCountry: text }),
  LoginSucceeded: of('memberId', signInOrigin),
  LoginFailed: of('memberId', signInOrigin),
  SessionStarted: of('memberId', { device: text }),
  TwoFactorSetupStarted: of('memberId', { encryptedSecret: text }),
  PasswordChanged: of('memberId', { passwordHash: text }),
  PasswordRehashed: of('memberId', { passwordHash: text }),
  PasswordResetCompleted: of('memberId', { passwordHash: text }),
  EmailChangeRequested: of('memberId', { newEmail: text }),
  EmailChanged: of('memberId', { previousEmail: text, newEmail: text }),
  PhoneChangeRequested: of('memberId', { newPhoneNumber: text }),
  PhoneNumberChanged: of('memberId', { previousPhoneNumber: text, newPhoneNumber: text }),
  PreferencesSaved: of('memberId', {
    preferredHeritages: none,
    preferredEthnicGroups: none,
    preferredLanguages: none,
    preferredDiasporaGenerations: none,
    preferredCulturalValues: none,
    preferredReligions: none,
    preferredRelationshipGoals: none,
    dealBreakers: none,
    preferredCities: none,
  }),
  PreMatchMessageSent: of('senderId', { content: text }),
  MessageSent: of('senderId', { content: text, voiceUrl: text }),
  /** The translation is of the sender's words; events from before `senderId` was kept fall back to the reader. */
  MessageTranslated: of(['senderId', 'forMemberId'], { translatedContent: text }),
  MemberReported: of('reporterId', { description: text, 'reportedMessage.content': text }),
  /** Her hidden words say what hurts her: sealed with her key. */
  HiddenWordsSaved: of('memberId', { words: none }),
  /** Keyed hashes of numbers in her phone book: sealed with her key, so they go with her. */
  ContactNumbersBlocked: of('memberId', { phoneHashes: none }),
  PassportCreated: of('memberId', { region: text, country: text }),
  VerificationSubmitted: of('memberId', {
    'evidence.socialMediaUrl': text,
    'evidence.documentUrl': text,
    'evidence.videoUrl': text,
    'evidence.biometricUrl': text,
    'evidence.frameUrls': none,
  }),
  /** Notes written about her by the moderators are about her: they go with her. */
  VerificationRejected: of('memberId', { reason: text }),
  VerificationCodeSent: of('memberId', { phoneNumber: text }),
  VerificationEmailSent: of('memberId', { email: text }),
  /** Scores the models gave her face (similarity to her photos, liveness): derived from her biometrics, so they go with her. */
  SelfieChecked: of('memberId', { checks: none }),
  ReportUpheld: of('reportedMemberId', { note: text }),
  ReportDismissed: of('reportedMemberId', { note: text }),
  MemberWarned: of('memberId', { reason: text }),
  MemberSuspended: of('memberId', { reason: text }),
  GameCreated: of('creatorId', { creatorName: text }),
  GamePlayerJoined: of('memberId', { firstName: text }),
  GameStatementsTold: of('tellerId', { statements: [text, text, text] }),
  GameEmojiStoryTold: of('tellerId', { emojis: text, answer: text }),
  GameGuessMade: of('memberId', { guess: text }),
  InfluencerApplied: of('memberId', { bio: text, socialLinks: none, specialties: none }),
  InfluencerRejected: of('memberId', { reason: text }),
  InfluencerEventScheduled: of('influencerId', { title: text, description: text }),
  EventDateInvited: of('fromId', { message: text }),
  PushSubscribed: of('memberId', { endpoint: text, p256dh: text, auth: text }),
  /** Her trusted contact: who they are and how to reach them. */
  DateShared: of('memberId', { contactName: text, contactPhone: text, contactEmail: text }),
  /** A banned photo's fingerprints (biometric data): sealed with the ban's own key, destroyed when the ban is lifted. */
  FaceFingerprintsBanned: of('banId', { hash: text, descriptors: none }),
};

/**
 * Text fields of the catalog that are not personal data, each with why: ids, times, enumerations, hashes of
 * secrets that are no use to anyone, and what the app or its operators wrote.
 */
export const NOT_PERSONAL: Readonly<Record<string, string>> = {
  'PasswordResetRequested.tokenHash': 'the hash of a one-hour link',
  'PasswordResetCompleted.tokenHash': 'the hash of a used link',
  'EmailChangeRequested.tokenHash': 'the hash of a one-day link',
  'EmailChanged.tokenHash': 'the hash of a used link',
  'PhoneChangeRequested.codeHash': 'the hash of a ten-minute code',
  'SessionStarted.refreshTokenHash': 'the hash of a random token',
  'SessionRefreshed.refreshTokenHash': 'the hash of a random token',
  'VerificationCodeSent.codeHash': 'the hash of a ten-minute code',
  'SessionsEnded.before': 'a time',
  'PremiumActivated.until': 'a time',
  'SubscriptionCancelled.until': 'a time',
  'ConsumableUsed.boostedUntil': 'a time',
  'GameRoundStarted.answerDeadline': 'a time',
  'CommunityEventListed.date': 'a time',
  'CommunityEventListed.time': 'a time',
  'NotificationsRead.notificationIds': 'ids',
  'NotificationsRead.upTo': 'a position',
  'VirtualDateReminded.memberIds': 'ids',
  'DateShared.tokenHash': 'the hash of a random link token',
  'DateShared.place': "a community event's venue, as its host listed it",
  'GameCreated.invitedIds': 'ids',
  'AccountHeldForReview.reasons': 'kinds and counts the scam-defence reactor wrote',
  'MatchMade.userId1': 'an id',
  'MatchMade.userId2': 'an id',
  'MatchOpened.userId1': 'an id',
  'MatchOpened.userId2': 'an id',
  'LikeQuotaUsed.day': 'a date',
  'LikeAllowanceExtended.day': 'a date',
  'LanguagePreferencesSaved.preferredLanguage': 'a language code',
  'InterfaceLanguageSaved.language': 'a language code',
  'MessageSent.originalLanguage': 'a language code',
  'MessageTranslated.targetLanguage': 'a language code',
  'MessageTranslated.sourceLanguage': 'a language code',
  'MatchPreferencesSaved.ageRange': 'a range of ages',
  'ConsumablePurchased.itemName': 'an item of the store',
  'ConsumablePurchased.purchaseKey': "the store's idempotency key",
  'GameCreated.puzzles': 'puzzles the app chose',
  'GameCompleted.scores': 'points by member id',
  'InfluencerEventScheduled.eventType': 'a kind of event',
  'PushPreferencesSaved.quietHours': 'hours of the day',
  'VerificationApproved.decidedBy': "an operator's id",
  'VerificationAskedFor.askedBy': "a member's id",
  'VerificationRejected.decidedBy': "an operator's id",
  'ReportUpheld.decidedBy': "an operator's id",
  'AccountHoldReleased.decidedBy': "an operator's id",
  'PhotoReviewApproved.decidedBy': "an operator's id",
  'PhotoReviewRejected.decidedBy': "an operator's id",
  'ReportDismissed.decidedBy': "an operator's id",
  'MemberWarned.decidedBy': "an operator's id",
  'MemberSuspended.decidedBy': "an operator's id",
  'SuspensionLifted.decidedBy': "an operator's id",
  'AdminRoleGranted.grantedBy': "an operator's id",
  'EventExportRequested.requestedBy': "an operator's id",
  'EventExportRequested.from': 'a position',
  'EventExportRequested.to': 'a position',
  'EventExportRequested.types': 'event types',
  'FaceFingerprintsBanned.bannedAt': 'a time',
  'ProjectorEventSkipped.projector': 'a projector',
  'ProjectorEventSkipped.schemaName': 'a schema',
  'ProjectorEventSkipped.position': 'a position',
  'ProjectorEventSkipped.eventType': 'an event type',
  'ProjectorEventSkipped.stream': 'a stream name (ids only)',
  'ProjectorEventSkipped.reason': "an operator's note",
  'ProjectorEventSkipped.skippedBy': "an operator's id",
  CommunityEventListed: 'listed by operators: organisers, venues and texts are public',
};
