import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '@/lib/api-client';
import { useNotificationsStore } from '@/stores/notifications-store';
import { FormStatus, SubmitButton } from './form-fields';
import { TextField } from './text-field';
import { CHECK_FIELDS_MESSAGE, type SubmitOptions, useForm } from './use-form';

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: 'This field is required.' })),
  email: z.string().check(z.trim(), z.minLength(1, { error: 'This field is required.' })),
});

function TestForm({
  send,
  check,
  onFailure,
}: {
  send: (input: { name: string; email: string }) => Promise<string>;
  check?: SubmitOptions<typeof schema, string>['check'];
  onFailure?: SubmitOptions<typeof schema, string>['onFailure'];
}) {
  const form = useForm({ name: '', email: '' });
  const onSubmit = form.submit({
    schema,
    send,
    check,
    onFailure,
    failureText: 'It could not be sent.',
    success: (result) => ({ title: `Sent ${result}` }),
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Test form">
      <FormStatus formError={form.formError} formErrorRef={form.formErrorRef} announcement={form.announcement} />
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Email" {...form.field('email')} />
      <SubmitButton submitting={form.submitting} sendingLabel="Sending…">
        Send
      </SubmitButton>
    </form>
  );
}

describe('useForm', () => {
  beforeEach(() => useNotificationsStore.getState().clear());

  it('shows field errors inline, described and announced, and focuses the first; nothing is sent', async () => {
    const send = vi.fn();
    const user = userEvent.setup();
    render(<TestForm send={send} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('This field is required.');
    expect(name).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('2 fields need attention.');
    expect(send).not.toHaveBeenCalled();
  });

  it('disables the submit button while sending, then toasts success', async () => {
    let resolve: (value: string) => void = () => {};
    const send = vi.fn(() => new Promise<string>((done) => (resolve = done)));
    const user = userEvent.setup();
    render(<TestForm send={send} />);
    await user.type(screen.getByLabelText('Name'), '  Ada ');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Sending…' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' });
    resolve('ok');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(useNotificationsStore.getState().queue).toMatchObject([{ title: 'Sent ok', variant: 'success' }]);
    expect(screen.getByRole('status')).toHaveTextContent('Sent ok');
  });

  it("puts a 422's field issues on the fields and a failure in a toast", async () => {
    const send = vi.fn(() =>
      Promise.reject(
        new ApiError('Invalid request', 422, 'VALIDATION_FAILED', {
          issues: [{ path: 'email', message: 'Enter a valid email address, like name@company.com.' }],
        }),
      ),
    );
    const user = userEvent.setup();
    render(<TestForm send={send} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Enter a valid email address, like name@company.com.',
      ),
    );
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-email');
    expect(useNotificationsStore.getState().queue).toMatchObject([
      { variant: 'destructive', description: CHECK_FIELDS_MESSAGE },
    ]);
  });

  it("shows the server's message for the whole form when no field is at fault", async () => {
    const send = vi.fn(() => Promise.reject(new ApiError('That time has just been booked.', 409, 'CONFLICT')));
    const user = userEvent.setup();
    render(<TestForm send={send} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('form-alert')).toHaveTextContent('That time has just been booked.');
    expect(screen.getByRole('status')).toHaveTextContent('That time has just been booked.');
  });

  it("stops at a field named by the form's own check, with no request and no toast", async () => {
    const send = vi.fn();
    const user = userEvent.setup();
    render(
      <TestForm send={send} check={async (input) => (input.name === 'Ada' ? { email: 'Not that one.' } : null)} />,
    );
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com{Enter}');
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Not that one.');
    expect(email).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(send).not.toHaveBeenCalled();
    expect(useNotificationsStore.getState().queue).toEqual([]);
  });

  it('shows the field messages a failure handler returns, and its message for the whole form', async () => {
    const send = vi.fn(() => Promise.reject(new Error('refused')));
    const user = userEvent.setup();
    const { rerender } = render(
      <TestForm send={send} onFailure={() => ({ fieldErrors: { name: 'Not this name.', other: 'x' } })} />,
    );
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Not this name.'));
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('One field needs attention.');
    expect(screen.queryByTestId('form-alert')).toBeNull();
    expect(useNotificationsStore.getState().queue).toMatchObject([
      { variant: 'destructive', description: CHECK_FIELDS_MESSAGE },
    ]);

    rerender(<TestForm send={send} onFailure={() => ({ fieldErrors: {}, formError: 'Wait ten minutes.' })} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('form-alert')).toHaveTextContent('Wait ten minutes.');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('status')).toHaveTextContent('Wait ten minutes.');
  });
});
