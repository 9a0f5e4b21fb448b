import { ENQUIRY_NEXT_STEP, findTier } from '@domain/pricing/tiers';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { EnquiryDialog } from './enquiry-dialog';

describe('EnquiryDialog', () => {
  it('names the program chosen in the form, and says the next step once after sending', async () => {
    let sentTier: unknown = null;
    server.use(
      http.post('*/api/enquiries', async ({ request }) => {
        sentTier = ((await request.json()) as { tier: unknown }).tier;
        return HttpResponse.json(
          { id: 'e1', tier: sentTier, createdAt: '2026-11-28T06:00:00.000Z', message: ENQUIRY_NEXT_STEP },
          { status: 201 },
        );
      }),
    );
    const foundations = findTier('foundations');
    const professional = findTier('professional');
    const { user } = renderWithProviders(<EnquiryDialog tier={foundations} highlighted={false} />);
    await user.click(screen.getByRole('button', { name: `Enrol in ${foundations.name}` }));
    const dialog = screen.getByRole('dialog', { name: `Enrol in ${foundations.name}` });

    // The form's code arrives after the dialog opened: focus still goes to its first field.
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());
    await user.selectOptions(within(dialog).getByLabelText('Program'), professional.id);
    expect(screen.getByRole('dialog', { name: `Enrol in ${professional.name}` })).toBe(dialog);

    await user.type(within(dialog).getByLabelText('Name'), 'Eli Enquirer');
    await user.type(within(dialog).getByLabelText('Email'), 'eli@example.com');
    await user.type(within(dialog).getByLabelText('Company'), 'Enquiry Holdings');
    await user.click(within(dialog).getByRole('button', { name: 'Send the enquiry' }));
    expect(await within(dialog).findByTestId('enquiry-sent')).toHaveTextContent('Your enquiry is sent.');
    // The form and its focused button are gone: focus is on the answer, not on the dialog box.
    expect(within(dialog).getByRole('status')).toHaveFocus();
    expect(sentTier).toBe(professional.id);
    expect(dialog.textContent?.split(ENQUIRY_NEXT_STEP)).toHaveLength(2);

    // Closed and opened again: the dialog starts from its own tier.
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: `Enrol in ${foundations.name}` }));
    expect(screen.getByRole('dialog', { name: `Enrol in ${foundations.name}` })).toBeInTheDocument();
  });
});
