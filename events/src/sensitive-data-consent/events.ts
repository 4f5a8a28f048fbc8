import { z } from 'zod';
import { defineEvent } from '../catalog.ts';

/** What a member lets Sankofa use for matching: each choice is a yes or a no, never assumed. */
export const sensitiveDataConsent = z.object({
  /** Her ethnic group and religion (special-category data, GDPR Art. 9): shown to others and used in ranking. */
  ethnicityAndReligion: z.boolean(),
  /** Her coordinates (kept coarse, to 1 km): distances shown and used in search. */
  preciseLocation: z.boolean(),
});
export type SensitiveDataConsent = z.infer<typeof sensitiveDataConsent>;

/** A member who never recorded a choice (older accounts) consents to nothing. */
export const NO_CONSENT: SensitiveDataConsent = { ethnicityAndReligion: false, preciseLocation: false };

/**
 * On `member-<memberId>`: the member's explicit choice, at signup or later in Settings, the whole
 * choice each time. Without her yes, her ethnic group and religion are shown to no one and used in
 * no ranking, and her coordinates in no distance; she still sees her own.
 */
export const SensitiveDataConsentSaved = defineEvent('SensitiveDataConsentSaved', sensitiveDataConsent.extend({ memberId: z.string() }));

export const sensitiveDataConsentEvents = [SensitiveDataConsentSaved] as const;
