import { describe, it } from 'vitest';
import { specificationFor } from '../testing/decider-specification.ts';
import { privacyDecider } from './decide.ts';

const given = specificationFor(privacyDecider);
type Fact = Parameters<typeof given>[0][number];
const registered = { type: 'MemberRegistered', data: { memberId: 'ama' } } as Fact;
const hidden = { distanceVisibility: 'nobody', hideFromDiscovery: true } as const;

describe('privacy settings', () => {
  it('saves who sees her distance and whether she is hidden from discovery', () => {
    given([registered])
      .when({ type: 'SavePrivacySettings', memberId: 'ama', ...hidden })
      .then([{ type: 'DiscoveryPrivacySaved', data: { memberId: 'ama', ...hidden } }]);
  });

  it('appends nothing when the settings are the ones already saved, and saves a change', () => {
    const saved = { type: 'DiscoveryPrivacySaved', data: { memberId: 'ama', ...hidden } } as Fact;
    given([registered, saved]).when({ type: 'SavePrivacySettings', memberId: 'ama', ...hidden }).then([]);
    given([registered, saved])
      .when({ type: 'SavePrivacySettings', memberId: 'ama', distanceVisibility: 'matches', hideFromDiscovery: true })
      .then([{ type: 'DiscoveryPrivacySaved', data: { memberId: 'ama', distanceVisibility: 'matches', hideFromDiscovery: true } }]);
  });

  it('refuses a member who never registered', () => {
    given([]).when({ type: 'SavePrivacySettings', memberId: 'ghost', ...hidden }).thenThrows({ code: 'not_found' });
  });
});
