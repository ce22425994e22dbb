import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { mockFetch } from '@/test/fetch-mock';
import { fakeAuth, jsonResponse, renderWithProviders, vendor } from '@/test/render';
import { aReturn } from '@/test/returns';
import { VendorReturns } from './vendor-returns';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn() } }));

const fetchMock = mockFetch();

const requested = aReturn({ returnId: 11, refundAmount: 20 });

describe("the vendor's Returns screen", () => {
  it("says 'approved' even when the return left the queue before the approval was answered", async () => {
    let approved = false;
    let answerApproval: (r: Response) => void = () => {};
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'POST') {
        approved = true;
        return new Promise<Response>((resolve) => {
          answerApproval = resolve;
        });
      }
      return jsonResponse(200, approved ? [] : [requested]);
    });
    const { queryClient } = renderWithProviders(<VendorReturns />, { auth: fakeAuth({ user: vendor }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(approved).toBe(true));

    // A live update refetches the queue first: the return has left it, and its row with it.
    await act(() => queryClient.invalidateQueries());
    await screen.findByText('No returns here');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();

    act(() => answerApproval(jsonResponse(200, { ...requested, status: 'approved' })));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Return #11 approved'));
  });
});
