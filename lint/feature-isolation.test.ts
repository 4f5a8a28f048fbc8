import { describe, expect, it } from 'vitest';
import { ruleMessages } from './rule-messages.ts';

const crossFeatureErrors = (filePath: string, source: string) =>
  ruleMessages('sankofa/no-cross-feature-imports', filePath, `${source}\nexport const used = imported;\n`);

describe("the frontend's features stay apart", () => {
  it.each([
    ['frontend/src/features/profile/components/profile-page.tsx', "import { imported } from '../../chat/components/chat-privacy-settings.tsx';"],
    ['frontend/src/features/discovery/api/record-swipe.ts', "import { imported } from '../../matches/api/get-matches.ts';"],
    ['frontend/src/features/discovery/api/record-swipe.ts', "export { imported } from '../../matches/api/get-matches.ts';"],
  ])('fail %s: %s', async (filePath, source) => {
    expect(await crossFeatureErrors(filePath, source)).toHaveLength(1);
  });

  it.each([
    ['frontend/src/features/profile/components/profile-page.tsx', "import { imported } from './about-me.tsx';"],
    ['frontend/src/features/profile/components/profile-page.tsx', "import { imported } from '../../../lib/auth/current-user.ts';"],
    ['frontend/src/app/profile-screen.tsx', "import { imported } from '../features/chat/components/chat-privacy-settings.tsx';"],
  ])('pass %s: %s', async (filePath, source) => {
    expect(await crossFeatureErrors(filePath, source)).toEqual([]);
  });
});
