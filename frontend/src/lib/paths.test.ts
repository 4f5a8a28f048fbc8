import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

const awkward = 'a b/c?d#e%';

describe("a screen's href fills its own pattern's parameter, encoded", () => {
  it.each([
    ['chat', paths.chat],
    ['call', paths.call],
    ['admin stream', paths.admin.stream],
    ['admin event', paths.admin.event],
  ])('%s', (_name, { pattern, href }) => {
    expect(href(awkward)).toBe(pattern.replace(/:\w+/, encodeURIComponent(awkward)));
  });
});
