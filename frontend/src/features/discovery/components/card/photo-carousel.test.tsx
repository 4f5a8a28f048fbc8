// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import '../../../../lib/i18n/in-tests.ts';
import { cardHeightPx, cardWidthPx } from '../../swipe-constants.ts';
import { PhotoCarousel } from './photo-carousel.tsx';

afterEach(cleanup);

const photoOf = (eager: boolean) => {
  render(<PhotoCarousel photos={['/media/a.jpg', '/media/b.jpg']} name="Ama" eager={eager} />);
  return screen.getByRole('img', { name: 'Ama, photo 1 of 2' });
};

describe('card photos', () => {
  test('are sized as the card, so nothing moves when they arrive', () => {
    const photo = photoOf(true);
    expect(photo.getAttribute('width')).toBe(String(cardWidthPx));
    expect(photo.getAttribute('height')).toBe(String(cardHeightPx));
  });

  test("the top card's photo is fetched at once, first", () => {
    const photo = photoOf(true);
    expect(photo.getAttribute('loading')).toBe('eager');
    expect(photo.getAttribute('fetchpriority')).toBe('high');
  });

  test('the photos of the cards under it load lazily and decode off the main thread', () => {
    const photo = photoOf(false);
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(photo.getAttribute('decoding')).toBe('async');
  });
});
