import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setWebLocale } from '../../lib/i18n';
import { renderWithProviders } from '../../testing/render';
import { PasswordStrengthMeter } from './password-strength-meter';

describe('the password strength meter', () => {
  it.each([
    ['password1', 0, '非常弱'],
    ['Passw0rd!', 1, '弱'],
    ['Demo1234', 2, '普通'],
    ['correct horse battery 9', 4, '非常強'],
  ] as const)('places %j on level %i of five, said in words', async (password, level, words) => {
    renderWithProviders(<PasswordStrengthMeter password={password} />);
    const meter = await screen.findByRole('meter', { name: '這組密碼的強度' });
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '4');
    expect(meter).toHaveAttribute('aria-valuenow', String(level));
    expect(meter).toHaveAttribute('aria-valuetext', words);
    expect(screen.getByText(`強度：${words}`)).toBeVisible();
  });

  it('says nothing before anything is typed', () => {
    renderWithProviders(<PasswordStrengthMeter password="" />);
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('speaks English when the page is in English', async () => {
    await setWebLocale('us');
    renderWithProviders(<PasswordStrengthMeter password="Tr4vel by night, calmly" />);
    const meter = await screen.findByRole('meter', { name: 'Strength of this password' });
    expect(meter).toHaveAttribute('aria-valuetext', 'Very strong');
    expect(screen.getByText('Strength: Very strong')).toBeVisible();
  });
});
