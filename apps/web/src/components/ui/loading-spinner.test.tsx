import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { LoadingSpinner } from './loading-spinner';

describe('the loading spinner', () => {
  it('is a status named by what is loading, which a screen reader announces', () => {
    renderWithProviders(<LoadingSpinner label="信件載入中" size="sm" />);
    expect(screen.getByRole('status', { name: '信件載入中' })).toBeInTheDocument();
  });
});
