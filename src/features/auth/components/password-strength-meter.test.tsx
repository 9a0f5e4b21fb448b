// The strength meter on the two password forms: loaded lazily, it shows the estimator's
// verdict while the password is typed, and a password the server would refuse is stopped
// before sending (msw answers no request here, so one sent would fail the test).
import { screen, waitFor } from '@testing-library/react';
import { authMessages } from '@domain/auth-messages';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import PasswordStrengthMeter, { passwordStrengthProblemFor } from './password-strength-meter';
import { NewPasswordForm } from './new-password-form';
import { SignUpForm } from './sign-up-form';

describe('password strength meter', () => {
  it('rates what is typed, with the estimator’s reason below the minimum', () => {
    const { rerender } = renderWithProviders(<PasswordStrengthMeter password="qwerty123456" />);
    expect(screen.getByText(/^Strength: Weak\./)).toHaveTextContent('This is a commonly used password.');
    rerender(<PasswordStrengthMeter password="correct horse battery staple" />);
    return waitFor(() => expect(screen.getByText('Strength: Very strong.')).toBeInTheDocument());
  });

  it('counts the owner’s own name and email against the password', () => {
    const owner = { email: 'grace.hopper@navy.example', fullName: 'Grace Hopper' };
    expect(passwordStrengthProblemFor(owner.email, owner)).toContain(authMessages.passwordWeak);
    expect(passwordStrengthProblemFor(owner.email)).toBeNull();
  });
});

describe('sign-up form', () => {
  it('shows the estimate in the password’s description and stops a weak password before sending', async () => {
    const onSignedUp = vi.fn();
    const { user } = renderWithProviders(<SignUpForm onSignedUp={onSignedUp} />);
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Password123!');
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining('Strength: Weak.')),
    );
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        expect.stringContaining(
          passwordStrengthProblemFor('Password123!', { email: 'ada@example.com', fullName: 'Ada Lovelace' })!,
        ),
      ),
    );
    expect(onSignedUp).not.toHaveBeenCalled();
  });
});

describe('new-password form', () => {
  it('refuses 123456789012 with the reason, before comparing the repeat or sending', async () => {
    const { user } = renderWithProviders(<NewPasswordForm token="t" onPasswordChanged={vi.fn()} />);
    await user.type(await screen.findByLabelText('New password'), '123456789012');
    await user.type(screen.getByLabelText('New password again'), '123456789012{Enter}');
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        expect.stringContaining(passwordStrengthProblemFor('123456789012')!),
      ),
    );
  });
});
