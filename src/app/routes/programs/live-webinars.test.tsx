import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderWithProviders } from '@/testing/render';
import { Component } from './live-webinars';

// What the page says about taking part must match what happens: anyone registers at no cost,
// and the confirmation carries the joining link only when the session has one.
describe('live webinars page', () => {
  it('says plainly that the webinars are free to attend, and promises only what the mail carries', async () => {
    renderWithProviders(<Component />, { route: paths.liveWebinars });
    await screen.findByRole('heading', { level: 2, name: 'Upcoming sessions' });
    // eslint-disable-next-line testing-library/no-node-access -- the text that follows its heading, unnamed
    const taking = screen.getByRole('heading', { level: 2, name: 'Taking part' }).nextElementSibling;
    expect(taking).toHaveTextContent(/The live webinars are free to attend: anyone can register/);
    expect(taking).toHaveTextContent(/a link to cancel your registration/);
    expect(document.body.textContent).not.toContain('joining details');
    expect(document.body.textContent).not.toContain('part of every');
  });
});
