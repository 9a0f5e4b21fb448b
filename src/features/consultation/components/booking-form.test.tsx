import { consultationMessages } from '@domain/schemas/consultations';
import { fieldMessages } from '@domain/schemas/fields';
import { consentMessage } from '@domain/schemas/public-forms';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { slotListFixture } from '@/testing/journey-handlers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { BookingForm } from './booking-form';

async function fillDetails(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Name'), 'Dana Booker');
  await user.type(screen.getByLabelText('Work email'), 'dana@example.com');
  await user.type(screen.getByLabelText('Company'), 'Booker Industries');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
}

/** A stored result as GET /api/assessments/:token answers it (its content does not matter here). */
const storedResult = (token: string) => ({
  token,
  overall: 50,
  level: 'developing',
  areas: [],
  openItems: [],
  toFindOut: [],
  recommendations: [],
  answers: {},
  createdAt: '2026-11-20T10:00:00.000Z',
  copySent: false,
});

/** POST /api/consultations' 201 for the first fixture slot. */
const bookedAnswer = () =>
  HttpResponse.json(
    {
      id: 'b1',
      startsAt: slotListFixture.slots[0]!.startsAt,
      endsAt: slotListFixture.slots[0]!.endsAt,
      manageUrl: 'http://localhost/schedule-consultation/manage/AAAAAAAAAAAAAAAAAAAAAA',
      managePath: '/schedule-consultation/manage/AAAAAAAAAAAAAAAAAAAAAA',
    },
    { status: 201 },
  );

describe('BookingForm', () => {
  it('says a taken slot plainly, clears the choice and fetches the slots again', async () => {
    let slotRequests = 0;
    server.use(
      http.get('*/api/consultations/slots', () => {
        slotRequests += 1;
        return HttpResponse.json(slotListFixture);
      }),
      http.post('*/api/consultations', () =>
        HttpResponse.json({ code: 'CONFLICT', message: consultationMessages.slotTaken }, { status: 409 }),
      ),
    );
    const { user } = renderWithProviders(<BookingForm assessmentToken={null} />);
    const slot = await screen.findAllByRole('radio');
    await user.click(slot[0]!);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Book the consultation' }));
    expect(await screen.findByTestId('form-alert')).toHaveTextContent(consultationMessages.slotTaken);
    await waitFor(() => expect(slotRequests).toBe(2));
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  });

  it('asks for a time before sending and shows the confirmation with both zones and the manage link', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      http.post('*/api/consultations', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return bookedAnswer();
      }),
    );
    server.use(
      http.get('*/api/assessments/:token', ({ params }) => HttpResponse.json(storedResult(String(params.token)))),
    );
    const { user } = renderWithProviders(<BookingForm assessmentToken="BBBBBBBBBBBBBBBBBBBBBB" />);
    await screen.findAllByRole('radio');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Book the consultation' }));
    expect(await screen.findByText('Choose a time for the call.')).toBeInTheDocument();
    expect(body).toBeNull();

    await user.click(screen.getAllByRole('radio')[0]!);
    await user.click(screen.getByRole('button', { name: 'Book the consultation' }));
    const confirmation = await screen.findByTestId('booking-confirmation');
    expect(body).toMatchObject({
      startsAt: slotListFixture.slots[0]!.startsAt,
      assessmentToken: 'BBBBBBBBBBBBBBBBBBBBBB',
      consent: true,
    });
    expect(within(confirmation).getByText('Our time (Europe/London)')).toBeInTheDocument();
    expect(within(confirmation).getByRole('link')).toHaveAttribute(
      'href',
      '/schedule-consultation/manage/AAAAAAAAAAAAAAAAAAAAAA',
    );
  });

  it('books without an assessment link the server does not know, and says so before the booking', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      http.get('*/api/assessments/:token', () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'No assessment result has this token.' }, { status: 404 }),
      ),
      http.post('*/api/consultations', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return bookedAnswer();
      }),
    );
    const { user } = renderWithProviders(<BookingForm assessmentToken="CCCCCCCCCCCCCCCCCCCCCC" />);
    expect(await screen.findByText(/The assessment result in this link could not be found/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'take the free assessment' })).toHaveAttribute('href', '/assessment');
    await user.click((await screen.findAllByRole('radio'))[0]!);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Book the consultation' }));
    await screen.findByTestId('booking-confirmation');
    expect(body).toMatchObject({ assessmentToken: null });
  });

  it('shows the time and every missing detail on one submit of the empty form, and goes to the time first', async () => {
    let posted = false;
    server.use(
      http.post('*/api/consultations', () => {
        posted = true;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = renderWithProviders(<BookingForm assessmentToken={null} />);
    await screen.findAllByRole('radio');
    await user.click(screen.getByRole('button', { name: 'Book the consultation' }));

    expect(await screen.findByText('Choose a time for the call.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(fieldMessages.required);
    expect(screen.getByLabelText('Work email')).toHaveAccessibleDescription(fieldMessages.required);
    expect(screen.getByLabelText('Company')).toHaveAccessibleDescription(fieldMessages.required);
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(consentMessage);
    expect(screen.getByLabelText('Role (optional)')).not.toHaveAttribute('aria-invalid');
    // The time section is the first problem on the page: the form scrolls there and does
    // not pull focus down to the first detail field.
    expect(scrolled.mock.contexts.map((element) => (element as Element).id)).toEqual(['booking-time']);
    expect(screen.getByLabelText('Name')).not.toHaveFocus();
    // Keyboard focus goes there too (not left on the button at the foot of the form), on a
    // time whose group says what is missing.
    await waitFor(() => expect(screen.getAllByRole('radio')[0]).toHaveFocus());
    expect(screen.getByRole('group', { name: /^Time on/ })).toHaveAccessibleDescription('Choose a time for the call.');
    expect(posted).toBe(false);
    scrolled.mockRestore();
  });
});
