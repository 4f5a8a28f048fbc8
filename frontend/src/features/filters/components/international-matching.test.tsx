// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import '../../../lib/i18n/in-tests.ts';
import { InternationalMatching } from './international-matching.tsx';

describe('International Matching on the Filters screen', () => {
  afterEach(cleanup);

  test('a premium member turns it on and off', () => {
    const onChange = vi.fn();
    render(<InternationalMatching isPremium checked={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /International Matching/ }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  test('a free member sees the upsell instead of the toggle', () => {
    render(<InternationalMatching isPremium={false} checked={false} onChange={vi.fn()} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('International Matching is a Premium feature')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/subscribe');
  });
});
