import { describe, expect, it } from 'vitest';
import { ruleMessages } from './rule-messages.ts';

const screenPathReports = (filePath: string, source: string) => ruleMessages('sankofa-screens/no-screen-path-literals', filePath, `${source}\n`);

const page = 'frontend/src/features/games/components/games-page.tsx';

describe("screens' paths are written once, in lib/paths.ts", () => {
  it.each([
    [page, 'export const link = <Link href="/subscribe">Go</Link>;'],
    [page, "export const link = <Link href={'/subscribe'}>Go</Link>;"],
    [page, 'export const link = <Link href={`/chat/${id}`}>Go</Link>;'],
    [page, 'export const back = <PageHeader title="Games" backTo="/" />;'],
    ['frontend/src/components/member-route.tsx', 'export const away = <Redirect to="/login" replace />;'],
    ['frontend/src/app/router.tsx', 'export const route = <Route path="/games" component={GamesPage} />;'],
    [page, "navigate('/login');"],
    [page, 'setLocation(`/chat/${id}`);'],
    ['frontend/src/lib/api-client.ts', "router.navigate('/login');"],
    ['frontend/src/lib/premium-upsell.ts', "export const action = { label: 'Upgrade', href: '/subscribe' };"],
    [page, "export function Frame({ backTo = '/' }: { backTo?: string }) { return backTo; }"],
  ])('fail %s: %s', async (filePath, source) => {
    expect(await screenPathReports(filePath, source)).toHaveLength(1);
  });

  it.each([
    [page, 'export const link = <Link href={paths.subscribe.href}>Go</Link>;'],
    [page, 'navigate(paths.chat.href(id));'],
    [page, "export const icon = <img src=\"/icons/icon-192.png\" alt=\"\" />;"],
    [page, 'export const elsewhere = <a href="https://example.com/games">Go</a>;'],
    [page, 'export const elsewhere = <a href="//example.com/games">Go</a>;'],
    [page, "export const url = fetch('/locales/en/games.json');"],
    [page, "export const api = { href: '/api/games' };"],
    [page, "export const relative = <Link href=\"games\">Go</Link>;"],
    ['frontend/src/lib/paths.ts', "export const paths = { games: { pattern: '/games', href: '/games' } };"],
    ['frontend/src/features/games/components/games-page.test.tsx', "navigate('/games');"],
    ['e2e/games.test.ts', "await page.goto('/games');"],
  ])('pass %s: %s', async (filePath, source) => {
    expect(await screenPathReports(filePath, source)).toEqual([]);
  });
});
