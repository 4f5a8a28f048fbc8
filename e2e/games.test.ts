import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { collectPolicyViolations, openSignedInPhonePage, saveScreenshot } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { headersOf, matchMembers, signUpMember, type ApiMember } from './matched-members.ts';

const journey = journeyUnderTest();

const signUp = (firstName: string) => signUpMember(journey.app.url, firstName, { profession: 'Teacher' });

/** Both like each other through the API: the journey is about the game, not the swipe. */
const match = (a: ApiMember, b: ApiMember) => matchMembers(journey.app.url, a, b);

const game = (page: Page, name = 'Lie Detector') => page.getByRole('region', { name });

async function twoMatchedPages(names: [string, string]) {
  const [first, second] = [await signUp(names[0]), await signUp(names[1])];
  await match(first, second);
  const pages = [await openSignedInPhonePage(journey.browser, first, journey.app.url), await openSignedInPhonePage(journey.browser, second, journey.app.url)] as const;
  const pageErrors: string[] = [];
  for (const page of pages) {
    page.on('pageerror', (error) => pageErrors.push(error.message));
    collectPolicyViolations(page, pageErrors);
  }
  return { first, second, pages, pageErrors };
}

/** The player's first match, once the matches read model has it. */
async function matchIdOf(player: ApiMember): Promise<string> {
  let matchId: string | undefined;
  await expect
    .poll(async () => (matchId = ((await (await fetch(`${journey.app.url}/api/matches`, { headers: headersOf(player) })).json()) as Array<{ id: string }>)[0]?.id))
    .toBeDefined();
  return matchId!;
}

async function tell(page: Page, statements: string[], lieIndex: number) {
  for (const [index, statement] of statements.entries()) await game(page).getByLabel(`Statement ${index + 1}`).fill(statement);
  await game(page).getByLabel('This one is the lie').nth(lieIndex).check();
  await game(page).getByRole('button', { name: 'Send Statements' }).click();
}

async function pick(page: Page, statement: string) {
  await game(page).getByText('Which statement is the lie?').waitFor();
  await game(page).getByRole('button', { name: statement }).click();
}

describe('games', () => {
  test('two matches play Lie Detector to the end, each seeing the other\'s moves live', { timeout: 180_000 }, async () => {
    const [ama, kwame] = [await signUp('Ama'), await signUp('Kwame')];
    await match(ama, kwame);
    const amaPage = await openSignedInPhonePage(journey.browser, ama, journey.app.url);
    const kwamePage = await openSignedInPhonePage(journey.browser, kwame, journey.app.url);
    const pageErrors: string[] = [];
    for (const page of [amaPage, kwamePage]) {
      page.on('pageerror', (error) => pageErrors.push(error.message));
      collectPolicyViolations(page, pageErrors);
    }
    await Promise.all([amaPage.goto(`${journey.app.url}/games`), kwamePage.goto(`${journey.app.url}/games`)]);
    await kwamePage.getByText('No active games. Start one above!').waitFor();
    await saveScreenshot(amaPage, 'games');

    await amaPage.getByRole('button', { name: 'Start Game: Lie Detector' }).click();
    await amaPage.getByText('Game Created!', { exact: true }).waitFor();
    await game(amaPage).getByText('Waiting for your match to join...').waitFor();

    // Kwame's Active Games learns of the game live, and he joins it.
    await kwamePage.getByText('Ama invites you').waitFor();
    await saveScreenshot(kwamePage, 'games-invited');
    await kwamePage.getByRole('button', { name: 'Join' }).click();
    await game(kwamePage).getByText('Waiting for Ama to write two truths and a lie...').waitFor();

    // Round 1: Ama tells, Kwame spots the lie.
    const amaRound1 = ['I speak Twi and Ga', 'I have run the Accra marathon', 'I was born in Kumasi'];
    await game(amaPage).getByText('round 1 of 3').waitFor();
    await tell(amaPage, amaRound1, 1);
    await saveScreenshot(kwamePage, 'lie-detector-pick');
    await pick(kwamePage, amaRound1[1]!);
    await game(amaPage).getByText('Kwame spotted the lie!').waitFor();
    await game(kwamePage).getByText('You spotted the lie!').waitFor();
    expect(await game(amaPage).getByText('Lie', { exact: true }).count()).toBe(1);
    expect(await game(amaPage).getByText('Truth', { exact: true }).count()).toBe(2);
    await saveScreenshot(amaPage, 'lie-detector-reveal');
    await game(amaPage).getByRole('button', { name: 'Next Round' }).click();

    // Round 2: Kwame tells, Ama is fooled.
    const kwameRound2 = ['I play the talking drum', 'I have never eaten fufu', 'I studied in Cape Coast'];
    await game(kwamePage).getByText('round 2 of 3').waitFor();
    await tell(kwamePage, kwameRound2, 1);
    await pick(amaPage, kwameRound2[0]!);
    await game(kwamePage).getByText('Ama was fooled!').waitFor();
    await game(kwamePage).getByRole('button', { name: 'Next Round' }).click();

    // Round 3: Ama tells and fools Kwame, who still wins 20 to 10.
    const amaRound3 = ['I have a twin sister', 'I collect kente', 'I hate jollof'];
    await game(amaPage).getByText('round 3 of 3').waitFor();
    await tell(amaPage, amaRound3, 2);
    await pick(kwamePage, amaRound3[0]!);
    await game(kwamePage).getByText('You were fooled!').waitFor();
    await game(amaPage).getByText('Kwame wins!').waitFor();
    await game(kwamePage).getByText('You win!').waitFor();
    await game(amaPage).getByRole('button', { name: 'Play Again' }).waitFor();
    await game(kwamePage).getByRole('button', { name: 'Play Again' }).waitFor();
    await expect.poll(() => game(amaPage).getByRole('list', { name: 'Scores' }).textContent()).toBe('You: 10 ptsKwame: 20 pts');
    await saveScreenshot(kwamePage, 'lie-detector-winner');

    // Exit Game clears the view; Recent Games keeps the score.
    await game(amaPage).getByRole('button', { name: 'Exit Game' }).click();
    await amaPage.getByText('Lie Detector · Kwame wins!').waitFor();
    await amaPage.getByText('You 10 · Kwame 20').waitFor();
    await saveScreenshot(amaPage, 'games-recent');

    // Play Again starts a new game of the same type with the same match.
    await game(kwamePage).getByRole('button', { name: 'Play Again' }).click();
    await game(kwamePage).getByText('round 1 of 3').waitFor();
    await amaPage.getByText('Kwame invites you').waitFor();

    expect(pageErrors).toEqual([]);
  });

  test('a cultural-trivia date opens one trivia game for both members of the match', { timeout: 120_000 }, async () => {
    const { first: efua, pages: [efuaPage, yawPage], pageErrors } = await twoMatchedPages(['Efua', 'Yaw']);
    const matchId = await matchIdOf(efua);
    const trivia = (page: Page) => game(page, 'Cultural Trivia');

    await efuaPage.goto(`${journey.app.url}/games?trivia=${matchId}`);
    await trivia(efuaPage).getByText('Waiting for your match to join...').waitFor();
    await yawPage.goto(`${journey.app.url}/games?trivia=${matchId}`);
    await trivia(yawPage).getByText('round 1 of 3').waitFor();
    await trivia(efuaPage).getByLabel('Seconds left').waitFor();
    await saveScreenshot(yawPage, 'trivia-question');

    // Both answer the first option; the reveal shows once both have answered.
    await trivia(efuaPage).getByRole('button').first().click();
    await trivia(efuaPage).getByText('Waiting for the other players...').waitFor();
    await trivia(yawPage).getByRole('button').first().click();
    for (const page of [efuaPage, yawPage]) await trivia(page).getByRole('button', { name: 'Next Round' }).waitFor();
    await trivia(efuaPage).getByText(/^(Correct!|The answer was .+)$/).waitFor();
    await saveScreenshot(efuaPage, 'trivia-reveal');

    // Round 2: nobody answers; when the 20 seconds run out the answer is revealed to both.
    await trivia(yawPage).getByRole('button', { name: 'Next Round' }).click();
    await trivia(efuaPage).getByText('round 2 of 3').waitFor();
    for (const page of [efuaPage, yawPage]) await trivia(page).getByText(/^The answer was .+$/).waitFor({ timeout: 40_000 });
    expect(pageErrors).toEqual([]);
  });

  test('two matches play Emoji Story to a winner', { timeout: 120_000 }, async () => {
    const { pages: [adaPage, obiPage], pageErrors } = await twoMatchedPages(['Ada', 'Obi']);
    const story = (page: Page) => game(page, 'Emoji Story');
    await Promise.all([adaPage.goto(`${journey.app.url}/games`), obiPage.goto(`${journey.app.url}/games`)]);
    // The invited member is on the screen before the game starts, as in the first game: it reaches him live.
    await obiPage.getByText('No active games. Start one above!').waitFor();
    await adaPage.getByRole('button', { name: 'Start Game: Emoji Story' }).click();
    await obiPage.getByText('Ada invites you').waitFor();
    await obiPage.getByRole('button', { name: 'Join' }).click();

    const tell = async (page: Page, emojis: string, answer: string) => {
      await story(page).getByLabel('Your story in emojis').fill(emojis);
      await story(page).getByLabel('The answer').fill(answer);
      await story(page).getByRole('button', { name: 'Send Story' }).click();
    };
    const guess = async (page: Page, text: string) => {
      await story(page).getByLabel('Your guess').fill(text);
      await story(page).getByLabel('Your guess').press('Enter');
    };

    // Round 1: Ada tells, Obi guesses at once (30 for him, 10 for her).
    await tell(adaPage, '🦁👑', 'The Lion King');
    await story(obiPage).getByText('🦁👑').waitFor();
    await saveScreenshot(obiPage, 'emoji-story-guess');
    await guess(obiPage, 'the lion king');
    await story(adaPage).getByText('It was “The Lion King”').waitFor();
    await story(adaPage).getByRole('button', { name: 'Next Round' }).click();

    // Round 2: Obi tells, Ada runs out of tries.
    await tell(obiPage, '🐘🧠', 'An elephant never forgets');
    for (const wrong of ['big memory', 'elephant', 'grey matter']) {
      await story(adaPage).getByLabel('Your guess').waitFor();
      await guess(adaPage, wrong);
      await story(adaPage).getByText(`“${wrong}”`).waitFor();
    }
    await story(obiPage).getByRole('button', { name: 'Next Round' }).click();

    // Round 3: Ada tells again, Obi guesses on his second try (20 more): Obi 50, Ada 20.
    await tell(adaPage, '🚀🌕', 'Fly me to the moon');
    await guess(obiPage, 'space');
    await story(obiPage).getByText('2 tries left').waitFor();
    await guess(obiPage, 'Fly me to the moon!');
    await story(adaPage).getByText('Obi wins!').waitFor();
    await story(obiPage).getByText('You win!').waitFor();
    await expect.poll(() => story(obiPage).getByRole('list', { name: 'Scores' }).textContent()).toBe('Ada: 20 ptsYou: 50 pts');
    await saveScreenshot(obiPage, 'emoji-story-winner');
    expect(pageErrors).toEqual([]);
  });

  test('Guessary shows clues one by one to both players and reveals the word when they run out', { timeout: 120_000 }, async () => {
    const { pages: [zuriPage, tundePage], pageErrors } = await twoMatchedPages(['Zuri', 'Tunde']);
    const guessary = (page: Page) => game(page, 'Guessary');
    await Promise.all([zuriPage.goto(`${journey.app.url}/games`), tundePage.goto(`${journey.app.url}/games`)]);
    // The invited member is on the screen before the game starts, as in the first game: it reaches him live.
    await tundePage.getByText('No active games. Start one above!').waitFor();
    await zuriPage.getByRole('button', { name: 'Start Game: Guessary' }).click();
    await tundePage.getByText('Zuri invites you').waitFor();
    await tundePage.getByRole('button', { name: 'Join' }).click();

    // Tunde guesses; Zuri watches the same clues arrive.
    await guessary(zuriPage).getByText('Tunde is guessing...').waitFor();
    await guessary(tundePage).getByText('Clue 1:').waitFor();
    await guessary(tundePage).getByRole('button', { name: /Another Clue/ }).click();
    await guessary(zuriPage).getByText('Clue 2:').waitFor();
    await guessary(tundePage).getByLabel('Your guess').fill('Not the word');
    await guessary(tundePage).getByRole('button', { name: 'Guess', exact: true }).click();
    await guessary(zuriPage).getByText('Clue 3:').waitFor();
    await saveScreenshot(tundePage, 'guessary');
    const guesses = guessary(tundePage).getByText(/^You guessed /);
    while (!(await guessary(tundePage).getByText(/^The word was /).isVisible())) {
      const guessed = await guesses.count();
      await guessary(tundePage).getByLabel('Your guess').fill('Still not it');
      await guessary(tundePage).getByLabel('Your guess').press('Enter');
      // The guess's answer is on screen (and with it whether the word is revealed) before the next guess.
      await expect.poll(() => guesses.count()).toBeGreaterThan(guessed);
    }
    await guessary(zuriPage).getByText(/^The word was /).waitFor();
    await guessary(zuriPage).getByRole('button', { name: 'Next Round' }).waitFor();
    await saveScreenshot(zuriPage, 'guessary-reveal');
    expect(pageErrors).toEqual([]);
  });
});
