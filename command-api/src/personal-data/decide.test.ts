import { describe, it } from 'vitest';
import { specificationFor } from '../testing/decider-specification.ts';
import { personalDataDecider } from './decide.ts';

const given = specificationFor(personalDataDecider);
type Fact = Parameters<typeof given>[0][number];
const now = new Date('2026-03-01T09:00:00Z');
const registered = { type: 'MemberRegistered', data: { memberId: 'ama' } } as Fact;
const download = { type: 'DownloadPersonalData', memberId: 'ama', now } as const;

describe('downloading her data', () => {
  it('records each download on her stream, at the time the command carries', () => {
    given([registered]).when(download).then([{ type: 'PersonalDataDownloaded', data: { memberId: 'ama', downloadedAt: now.toISOString() } }]);
  });

  it('refuses a member who never registered', () => {
    given([]).when(download).thenThrows({ code: 'not_found' });
  });
});
