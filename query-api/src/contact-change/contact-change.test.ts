import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMediaStorage } from '@sankofa/adapters/media';
import { createMemoryOutbox, outboxEmail, outboxSms } from '@sankofa/adapters/messaging';
import { authRouter } from '@sankofa/command-api/auth';
import { givenMember, testPasswords } from '@sankofa/command-api/auth/testing';
import { contactChangeRouter } from '@sankofa/command-api/contact-change';
import { signupRouter } from '@sankofa/command-api/members';
import { signupBody, TEST_IDENTITY_BAN_KEY, uniquePhoneNumber } from '@sankofa/command-api/members/testing';
import type { Position } from '@sankofa/events';
import { membersQueryRouter } from '../members/routes.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { trustQueryRouter } from '../trust/routes.ts';

const APP_URL = 'https://app.sankofa.test';
const PASSWORD = 'her own password';
const outbox = createMemoryOutbox(() => {});
/** Moved on to see links expire. */
let laterMs = 0;

let stack: FeatureStack;
beforeAll(async () => {
  const media = createLocalMediaStorage(await mkdtemp(path.join(tmpdir(), 'sankofa-contact-change-')));
  stack = await startFeatureStack({
    projectorNames: ['members', 'security_log'],
    commandRouters: (deps) => [
      authRouter({ ...deps, passwords: testPasswords, twoFactorEncryptionSecret: 'test-two-factor-key' }),
      signupRouter({ ...deps, identityBanKey: TEST_IDENTITY_BAN_KEY, media }),
      contactChangeRouter({
        ...deps,
        identityBanKey: TEST_IDENTITY_BAN_KEY,
        messaging: { email: outboxEmail(outbox), sms: outboxSms(outbox) },
        publicAppUrl: APP_URL,
        passwords: testPasswords,
        clock: () => new Date(Date.now() + laterMs),
      }),
    ],
    queryRouters: (deps) => [membersQueryRouter(deps), trustQueryRouter(deps)],
    // Every request of this file comes from 127.0.0.1.
    rateLimits: { signup: { points: 1000, durationSeconds: 3600 }, login: { points: 1000, durationSeconds: 3600 }, contactChanges: { points: 1000, durationSeconds: 3600 } },
  });
});
afterAll(() => stack.close());

interface Member {
  id: string;
  email: string;
  headers: { authorization: string };
}

let count = 0;
const newMember = async (name: string): Promise<Member> => {
  const email = `${name}-${++count}@example.com`;
  const id = await givenMember(stack.store, email, PASSWORD);
  return { id, email, headers: await stack.bearer(id) };
};

type Answer = { status: number; body: Record<string, unknown> & { code?: string; error?: string; position?: Position } };
const post = async (path: string, body: unknown, member?: Member): Promise<Answer> => {
  const response = await fetch(`${stack.commandUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...member?.headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
};
const read = async (path: string, member: Member, at: Position | undefined): Promise<Record<string, unknown>> => {
  const response = await fetch(`${stack.queryUrl}${path}`, { headers: { ...member.headers, ...(at ? { 'x-min-position': at } : {}) } });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
};

const askToChangeEmail = (member: Member, newEmail: string, password = PASSWORD) => post('/api/user/email-change', { newEmail, password }, member);
const confirmEmail = (token: string) => post('/api/user/email-change/confirm', { token });
const signIn = async (email: string) => (await post('/api/auth/login', { email, password: PASSWORD })).status;
const messagesTo = async (to: string) => (await outbox.messages()).filter((message) => message.to === to);
/** The token of the latest link mailed to `email`, from the admin outbox. */
const tokenMailedTo = async (email: string): Promise<string> => {
  const [latest] = await messagesTo(email);
  const link = /https:\/\/\S+/.exec(latest?.body ?? '')?.[0];
  expect(link).toMatch(new RegExp(`^${APP_URL}/confirm-email\\?token=`));
  return new URL(link!).searchParams.get('token')!;
};
const securityActions = async (member: Member, at: Position | undefined) =>
  ((await read(`/api/admin/fraud-logs/${member.id}`, member, at)).logs as Array<{ actionType: string }>).map(({ actionType }) => actionType);

describe('changing her e-mail', () => {
  it('sends a link to the new address and a notice to the old; the old signs in until she confirms, then only the new one does, and the old is free', async () => {
    const ama = await newMember('ama');
    const newEmail = `ama-new-${count}@example.org`;
    const asked = await askToChangeEmail(ama, newEmail.toUpperCase());
    expect(asked).toMatchObject({ status: 202, body: { sentTo: `a***@example.org`, expiresAt: expect.any(String) } });

    const [notice] = await messagesTo(ama.email);
    expect(notice).toMatchObject({ channel: 'email', subject: 'Your Sankofa e-mail address is being changed' });
    expect(notice!.body).toContain('a***@example.org');
    expect(notice!.body).not.toContain(newEmail);
    const token = await tokenMailedTo(newEmail);
    expect(await signIn(ama.email)).toBe(200);
    expect(await signIn(newEmail)).toBe(401);

    const confirmed = await confirmEmail(token);
    expect(confirmed).toMatchObject({ status: 200, body: { email: newEmail } });
    expect(await signIn(newEmail)).toBe(200);
    expect(await signIn(ama.email)).toBe(401);
    expect(await read('/api/user', ama, confirmed.body.position)).toMatchObject({ email: newEmail });
    expect(await securityActions(ama, confirmed.body.position)).toEqual(expect.arrayContaining(['email_change_requested', 'email_changed']));

    const someoneElse = await post('/api/users', signupBody(ama.email));
    expect(someoneElse.status).toBe(201);
    const herOldAddress = await post('/api/auth/login', { email: ama.email, password: signupBody(ama.email).password });
    expect(herOldAddress).toMatchObject({ status: 200, body: { user: { id: expect.not.stringMatching(ama.id) } } });
  });

  it('serves a link once, and not after 24 hours, saying which', async () => {
    const kofi = await newMember('kofi');
    await askToChangeEmail(kofi, `kofi-once-${count}@example.org`);
    const token = await tokenMailedTo(`kofi-once-${count}@example.org`);
    expect((await confirmEmail(token)).status).toBe(200);
    expect(await confirmEmail(token)).toMatchObject({ status: 409, body: { code: 'email_change_link_used', error: expect.stringContaining('already been used') } });

    const late = `kofi-late-${count}@example.org`;
    await askToChangeEmail(kofi, late);
    const lateToken = await tokenMailedTo(late);
    laterMs = 24 * 60 * 60_000;
    try {
      expect(await confirmEmail(lateToken)).toMatchObject({ status: 409, body: { code: 'email_change_link_expired', error: expect.stringContaining('expired') } });
    } finally {
      laterMs = 0;
    }
    expect(await signIn(late)).toBe(401);
    expect(await confirmEmail(`${kofi.id}.${'x'.repeat(43)}`)).toMatchObject({ status: 400, body: { code: 'email_change_link_invalid' } });
    expect(await confirmEmail('not a token')).toMatchObject({ status: 400, body: { error: expect.stringContaining('token is malformed') } });
  });

  it('refuses a wrong password, and an address another member signs in with, sending nothing', async () => {
    const [esi, yaw] = [await newMember('esi'), await newMember('yaw')];
    const wrong = await askToChangeEmail(esi, `esi-new-${count}@example.org`, 'not her password');
    expect(wrong).toMatchObject({ status: 400, body: { code: 'wrong_password' } });
    expect(await askToChangeEmail(esi, yaw.email)).toMatchObject({ status: 409, body: { code: 'email_taken' } });
    expect(await messagesTo(`esi-new-${count}@example.org`)).toEqual([]);
    expect(await messagesTo(yaw.email)).toEqual([]);
    expect(await askToChangeEmail(esi, 'not-an-address')).toMatchObject({ status: 400, body: { error: expect.stringContaining('newEmail') } });
  });

  it('of two members confirming the same new address at once, exactly one gets it; the other is told it is taken and keeps her own', async () => {
    const [abena, akua] = [await newMember('abena'), await newMember('akua')];
    const contested = `contested-${count}@example.org`;
    await askToChangeEmail(abena, contested);
    const abenaToken = await tokenMailedTo(contested);
    await askToChangeEmail(akua, contested);
    const akuaToken = await tokenMailedTo(contested);
    expect(akuaToken).not.toBe(abenaToken);

    const answers = await Promise.all([confirmEmail(abenaToken), confirmEmail(akuaToken)]);
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
    const [winner, loser] = answers[0]!.status === 200 ? [abena, akua] : [akua, abena];
    expect(answers.find(({ status }) => status === 409)!.body).toMatchObject({ code: 'email_taken' });
    const login = await post('/api/auth/login', { email: contested, password: PASSWORD });
    expect(login.body).toMatchObject({ user: { id: winner.id } });
    expect(await signIn(loser.email)).toBe(200);
    expect(await signIn(winner.email)).toBe(401);
  });
});

describe('changing her phone number', () => {
  const askForCode = (member: Member, newPhoneNumber: string, password = PASSWORD) => post('/api/user/phone-change', { newPhoneNumber, password }, member);
  const typeCode = (member: Member, code: string) => post('/api/user/phone-change/confirm', { code }, member);

  it('texts a code to the new number; a wrong code is refused, the right one makes it hers', async () => {
    const efua = await newMember('efua');
    const newNumber = `+44 7700 900${String(count).padStart(3, '0')}`;
    expect(await askForCode(efua, newNumber, 'not her password')).toMatchObject({ status: 400, body: { code: 'wrong_password' } });
    expect(await messagesTo(newNumber)).toEqual([]);
    expect(await askForCode(efua, '12')).toMatchObject({ status: 400, body: { error: expect.stringContaining('newPhoneNumber') } });

    expect(await askForCode(efua, newNumber)).toMatchObject({ status: 202, body: { expiresAt: expect.any(String) } });
    const [sms] = await messagesTo(newNumber);
    expect(sms).toMatchObject({ channel: 'sms' });
    const code = /\d{6}/.exec(sms!.body)![0];
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(await typeCode(efua, wrongCode)).toMatchObject({ status: 400, body: { code: 'invalid_phone_change_code', details: { attemptsLeft: 4 } } });
    expect(await typeCode(efua, 'abc')).toMatchObject({ status: 400, body: { error: expect.stringContaining('code') } });

    const changed = await typeCode(efua, code);
    expect(changed).toMatchObject({ status: 200, body: { phoneNumber: newNumber } });
    expect(await read('/api/user', efua, changed.body.position)).toMatchObject({ phoneNumber: newNumber });
    expect(await securityActions(efua, changed.body.position)).toEqual(expect.arrayContaining(['phone_change_requested', 'phone_changed']));
    expect(await typeCode(efua, code)).toMatchObject({ status: 409, body: { code: 'phone_change_not_requested' } });
  });

  /** The latest code texted to `number`. */
  const codeTextedTo = async (number: string) => /\d{6}/.exec((await messagesTo(number))[0]!.body)![0];
  const changeNumber = async (member: Member, number: string) => {
    expect((await askForCode(member, number)).status).toBe(202);
    return typeCode(member, await codeTextedTo(number));
  };

  it('keeps a number one member\'s: another\'s is refused before any code is sent, and the number she let go is free again', async () => {
    const [kofi, esi] = [await newMember('kofi'), await newMember('esi')];
    const [kofisNumber, kofisNext] = [uniquePhoneNumber(), uniquePhoneNumber()];
    expect(await changeNumber(kofi, kofisNumber)).toMatchObject({ status: 200 });

    const sameNumberOtherwiseWritten = `+${kofisNumber.replace(/\D/g, '').replace(/^(\d{2})(\d{4})/, '$1 ($2) ')}`;
    expect(await askForCode(esi, sameNumberOtherwiseWritten)).toMatchObject({ status: 409, body: { code: 'phone_taken' } });
    expect(await messagesTo(sameNumberOtherwiseWritten)).toEqual([]);
    expect(await post('/api/users', { ...signupBody(`someone-${++count}@example.com`), phoneNumber: kofisNumber })).toMatchObject({ status: 409, body: { code: 'phone_taken' } });

    expect(await changeNumber(kofi, kofisNext)).toMatchObject({ status: 200 });
    expect(await changeNumber(esi, kofisNumber)).toMatchObject({ status: 200, body: { phoneNumber: kofisNumber } });
  });

  it('gives a number two members confirm at once to exactly one of them', async () => {
    const [abena, yaw] = [await newMember('abena'), await newMember('yaw')];
    const contested = uniquePhoneNumber();
    expect((await askForCode(abena, contested)).status).toBe(202);
    const abenasCode = await codeTextedTo(contested);
    expect((await askForCode(yaw, contested)).status).toBe(202);
    const yawsCode = await codeTextedTo(contested);

    const answers = await Promise.all([typeCode(abena, abenasCode), typeCode(yaw, yawsCode)]);
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
    expect(answers.find(({ status }) => status === 409)!.body).toMatchObject({ code: 'phone_taken' });
    const [loser, winner] = answers[0]!.status === 409 ? [abena, answers[1]!] : [yaw, answers[0]!];
    expect(await read('/api/user', loser, winner.body.position)).not.toMatchObject({ phoneNumber: contested });
  });
});
