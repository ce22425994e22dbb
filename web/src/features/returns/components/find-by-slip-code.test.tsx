import { RETURN_SLIP_MESSAGES } from '@seamline/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, requestedUrls } from '@/test/fetch-mock';
import { fakeAuth, jsonResponse, renderWithProviders, vendor } from '@/test/render';
import { aReturn } from '@/test/returns';
import { VendorReturns } from './vendor-returns';

const fetchMock = mockFetch();

const shipped = aReturn({ status: 'shipped', slipCode: 'R-000004-5' });

const answer = (url: string) => jsonResponse(200, url.includes('code=') ? (url.includes('R-000004-5') ? [shipped] : []) : []);

describe("the vendor's Returns screen finds a parcel's return by its slip code (decision 222)", () => {
  it('refuses a mistyped code with a message and asks nothing', async () => {
    fetchMock.mockImplementation(async (url) => answer(String(url)));
    renderWithProviders(<VendorReturns />, { auth: fakeAuth({ user: vendor }) });
    await screen.findByText('No returns here');
    await userEvent.type(screen.getByLabelText('Return code from the slip'), 'R-000004-6{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(RETURN_SLIP_MESSAGES.slipCodeInvalid);
    expect(requestedUrls(fetchMock).some((u) => u.includes('code='))).toBe(false);
  });

  it('shows the return the code stands for, ready to receive, and goes back to the list', async () => {
    fetchMock.mockImplementation(async (url) => answer(String(url)));
    renderWithProviders(<VendorReturns />, { auth: fakeAuth({ user: vendor }) });
    await screen.findByText('No returns here');
    // As a person types it: lower case, spaces, no dashes; asked for as printed.
    await userEvent.type(screen.getByLabelText('Return code from the slip'), 'r 000004 5{Enter}');
    expect(await screen.findByRole('region', { name: 'Return #4' })).toBeTruthy();
    expect(requestedUrls(fetchMock)).toContain('/api/vendors/returns?code=R-000004-5');
    expect(screen.getByRole('button', { name: 'Receive' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show all returns' }));
    expect(await screen.findByText('No returns here')).toBeTruthy();
  });

  it("says so when none of the shop's returns has the code", async () => {
    fetchMock.mockImplementation(async (url) => answer(String(url)));
    renderWithProviders(<VendorReturns />, { auth: fakeAuth({ user: vendor }) });
    await screen.findByText('No returns here');
    await userEvent.type(screen.getByLabelText('Return code from the slip'), 'R-000040-3{Enter}');
    expect(await screen.findByText('None of your returns has this code.')).toBeTruthy();
  });
});
