// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { PrivateMember } from '@sankofa/contracts';
import { clearTokens, storeTokens } from '../../../../lib/auth/session-tokens.ts';
import '../../../../lib/i18n/in-tests.ts';
import { PhotoEditorPage } from './photo-editor-page.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const photoUrl = (digit: string) => `/api/media/${digit.repeat(64)}-full.webp`;
const [beach, market, uploaded] = [photoUrl('a'), photoUrl('b'), photoUrl('c')];

/** The signed-in member, whole: the client parses every answer with its route's contract. */
const ama: PrivateMember = {
  id: 'ama', name: 'Ama Mensah', firstName: 'Ama', lastName: 'Mensah', age: 29, location: 'London, United Kingdom', profession: 'Nurse',
  heritage: 'Ghanaian', ethnicGroup: null, bio: null, bioType: null, audioBio: null, videoBio: null, culturalValues: [], languages: [],
  diasporaGeneration: null, religionSpirituality: null, relationshipGoals: null, photos: [beach, market], isPremium: false, isVerified: false,
  currentCity: null, currentCountry: null, homeCountry: null, createdAt: '2026-01-01T00:00:00.000Z', email: 'ama@example.com',
  phoneNumber: '+44 20 7946 0958', latitude: null, longitude: null, twoFactorEnabled: false, preferredLanguage: null, autoTranslate: false,
  role: 'user', interfaceLanguage: null, paused: false, sensitiveDataConsent: { ethnicityAndReligion: false, preciseLocation: false },
};

/** `refuseFirst`: the first PATCH answers as the face check does. */
function fakeServer({ refuseFirst = false } = {}) {
  const saved: unknown[] = [];
  let uploads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      if (path === '/api/user' && init.method === 'PATCH') {
        saved.push(JSON.parse(String(init.body)));
        if (refuseFirst && saved.length === 1) return json(400, { error: 'Your first photo must show your face clearly', code: 'first_photo_without_face' });
        return json(200, { position: null });
      }
      if (path === '/api/user') return json(200, ama);
      if (path === '/api/photo-reviews/mine') return json(200, { urls: [market] });
      if (path === '/api/media') {
        uploads++;
        return json(201, { url: uploaded, contentType: 'image/webp', size: 1000, inReview: true });
      }
      return json(404, { error: 'Not found' });
    }),
  );
  return { saved, uploads: () => uploads };
}

const renderPage = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PhotoEditorPage />
    </QueryClientProvider>,
  );
};

const choose = (...files: File[]) => fireEvent.change(document.querySelector('input[type=file]')!, { target: { files } });
const image = (name: string) => new File(['bytes of ' + name], name, { type: 'image/jpeg', lastModified: 1 });

describe('the photo editor', () => {
  beforeEach(() => {
    storeTokens({ accessToken: 'access-token' }, 'signed-in');
    URL.createObjectURL = vi.fn((file: File) => `blob:${file.name}`) as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    cleanup();
    clearTokens();
    vi.unstubAllGlobals();
  });

  test('shows her photos in order, the held one "In review", and adds images only, once each', async () => {
    fakeServer();
    renderPage();
    expect((await screen.findByRole('img', { name: 'Photo 1' })).getAttribute('src')).toBe(beach);
    await screen.findByText('In review');
    choose(image('me.jpg'), image('me.jpg'), new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('3 of 7 photos')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo 3' }).getAttribute('src')).toBe('blob:me.jpg');
  });

  test('stops at seven photos', async () => {
    fakeServer();
    renderPage();
    await screen.findByRole('img', { name: 'Photo 2' });
    choose(...['1', '2', '3', '4', '5', '6'].map((name) => image(`${name}.jpg`)));
    expect(screen.getByText('7 of 7 photos')).toBeTruthy();
    expect(screen.queryByText('Add Photos')).toBeNull();
  });

  test('moves a photo earlier, later or first, by buttons named for screen readers', async () => {
    const server = fakeServer();
    renderPage();
    await screen.findByRole('img', { name: 'Photo 2' });
    choose(image('me.jpg'));
    fireEvent.click(screen.getByRole('button', { name: 'Make photo 3 your main photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 later' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    expect(screen.queryByRole('button', { name: 'Move photo 1 earlier' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save Photos' }));
    await waitFor(() => expect(server.saved).toEqual([{ photos: [uploaded, market] }]));
  });

  test('a refused save says why beside the photos, keeps her choices and does not upload twice', async () => {
    const server = fakeServer({ refuseFirst: true });
    renderPage();
    await screen.findByRole('img', { name: 'Photo 2' });
    choose(image('view.jpg'));
    fireEvent.click(screen.getByRole('button', { name: 'Make photo 3 your main photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Photos' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your first photo must show your face clearly. Make a photo of your face your main photo.');
    expect(screen.getByText('3 of 7 photos')).toBeTruthy();
    // Uploaded and held: still shown from the device, marked as held.
    expect(screen.getAllByText('In review')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Photos' }));
    await waitFor(() => expect(server.saved).toHaveLength(2));
    expect(server.saved[1]).toEqual({ photos: [beach, uploaded, market] });
    expect(server.uploads()).toBe(1);
  });
});
