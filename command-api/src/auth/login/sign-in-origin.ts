import type { Context } from 'koa';
import type { CountryLookup } from '@sankofa/server-kit';
import type { SignInOrigin } from './decide.ts';

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (text: string, patterns: ReadonlyArray<readonly [RegExp, string]>) => patterns.find(([pattern]) => pattern.test(text))?.[1];

/** A user agent's family, 'Chrome on macOS': coarse on purpose, so a browser update is not a new device. Null without one. */
export const deviceOf = (userAgent: string | undefined): string | null => {
  if (!userAgent) return null;
  const browser = firstMatch(userAgent, BROWSERS) ?? 'Unknown browser';
  const system = firstMatch(userAgent, SYSTEMS);
  return system ? `${browser} on ${system}` : browser;
};

/** Where a sign-in attempt comes from: its user agent's family and the country of `ctx.ip` (the client's address as the app already trusts it). */
export const signInOriginOf = (ctx: Context, countryOf: CountryLookup): SignInOrigin => ({ device: deviceOf(ctx.get('user-agent')), country: countryOf(ctx.ip) });
