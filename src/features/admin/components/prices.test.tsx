// Entering a price against msw: an empty "Observed at" picker is worded for the picker
// ("Choose a date and time."), not as the API's ISO 8601 advice, its hint names the
// visitor's zone, and nothing is sent.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { detectTimeZone } from '@/lib/time-zones';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { Prices } from './prices';

const jobStatus = {
  name: 'prices',
  label: 'Price feed',
  lastStartedAt: null,
  lastFinishedAt: null,
  lastSuccessAt: null,
  lastErrorAt: null,
  lastError: null,
  lastOutcome: null,
  runCount: 0,
  failureCount: 0,
};

describe('enter a price', () => {
  it('says "Choose a date and time." for an empty picker and names the zone in its hint', async () => {
    let sent = 0;
    server.use(
      http.get('*/api/admin/prices', () =>
        HttpResponse.json({ feed: { enabled: false, source: null, status: jobStatus }, latest: [] }),
      ),
      http.post('*/api/admin/prices', () => {
        sent += 1;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderWithProviders(<Prices />);
    const form = screen.getByRole('form', { name: 'Enter a price' });
    await user.type(within(form).getByLabelText('Price', { exact: false }), '95000');
    await user.type(within(form).getByLabelText('Source'), 'Exchange close');
    await user.click(within(form).getByRole('button', { name: 'Enter price' }));
    const observed = within(form).getByLabelText('Observed at');
    expect(observed).toHaveAttribute('aria-invalid', 'true');
    expect(observed).toHaveAccessibleDescription(`Choose a date and time. In your time zone (${detectTimeZone()})`);
    expect(form).not.toHaveTextContent('ISO 8601');
    expect(sent).toBe(0);
  });
});
