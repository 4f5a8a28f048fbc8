import type { EventOf, SensitiveDataConsentSaved } from '@sankofa/events';

/**
 * A member's consent as the read models keep it beside the fields it guards. The rows hold her
 * values whatever she chose, so she sees her own and a later yes needs no rebuild; readers show
 * others, and rank with, only what these allow.
 */
export interface ConsentColumns {
  /** Her ethnic group and religion may be shown to others and used in ranking. */
  shares_ethnicity_religion: boolean;
  /** Her coordinates may be used for distances. */
  shares_precise_location: boolean;
}

/** No recorded choice (a member from before consent was asked) is a no to both. */
export const NO_CONSENT_COLUMNS: ConsentColumns = { shares_ethnicity_religion: false, shares_precise_location: false };

export const consentColumnsOf = ({ data }: EventOf<typeof SensitiveDataConsentSaved>): ConsentColumns => ({
  shares_ethnicity_religion: data.ethnicityAndReligion,
  shares_precise_location: data.preciseLocation,
});
