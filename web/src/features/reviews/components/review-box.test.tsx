import { FIT_LABELS, FIT_TEXTS, type Review } from '@seamline/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, sentRequest } from '@/test/fetch-mock';
import { buyer, fakeAuth, jsonResponse, renderWithProviders } from '@/test/render';
import { ReviewBox } from './review-box';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = mockFetch();
const mine: Review = {
  reviewId: 9,
  buyerId: 1,
  reviewerName: 'Bea Buyer',
  rating: 2,
  comment: 'Runs small.',
  reviewDate: '2026-11-20T10:00:00.000Z',
  fit: 'small',
  verifiedPurchase: true,
};

describe('ReviewBox', () => {
  it('offers Write a Review while the buyer has not reviewed the product', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { message: 'You have not reviewed this product' }));
    renderWithProviders(<ReviewBox productId="5" />, { auth: fakeAuth({ user: buyer }) });
    expect(await screen.findByRole('heading', { name: 'Write a Review' })).toBeTruthy();
    expect(sentRequest(fetchMock, 0).url).toBe('/api/buyer/review/5');
  });

  it("shows 'You reviewed this product' with the review, and edits it", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, mine));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...mine, rating: 4, comment: 'Fits after all.', fit: 'large' }));
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    renderWithProviders(<ReviewBox productId="5" />, { auth: fakeAuth({ user: buyer }) });
    const own = await screen.findByRole('region', { name: 'You reviewed this product' });
    expect(within(own).getByText('Runs small.')).toBeTruthy();
    expect(within(own).getByText(FIT_TEXTS.verifiedPurchaseAccessible)).toBeTruthy();
    expect(within(own).getByText(FIT_LABELS.small)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Write a Review' })).toBeNull();

    await userEvent.click(within(own).getByRole('button', { name: 'Edit Review' }));
    const form = screen.getByRole('form', { name: 'Edit your review' });
    expect((within(form).getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('Runs small.');
    await userEvent.clear(within(form).getByLabelText('Comment'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Review' }));
    expect(await within(form).findByText('Comment is required')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const fit = within(form).getByRole('group', { name: FIT_TEXTS.question });
    expect((within(fit).getByRole('radio', { name: FIT_LABELS.small }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(fit).getByRole('radio', { name: FIT_LABELS.large }));
    await userEvent.click(within(form).getByText('4 Very Good'));
    await userEvent.type(within(form).getByLabelText('Comment'), 'Fits after all.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Review' }));
    const updated = await screen.findByRole('region', { name: 'You reviewed this product' });
    expect(within(updated).getByText('Fits after all.')).toBeTruthy();
    expect(sentRequest(fetchMock, 1)).toEqual({
      url: '/api/buyer/updateReview',
      method: 'PUT',
      body: { productId: '5', rating: 4, comment: 'Fits after all.', fit: 'large' },
    });
    expect(within(updated).getByText(FIT_LABELS.large)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Edit Review'));
  });

  it('leaves editing on Cancel without saving', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, mine));
    renderWithProviders(<ReviewBox productId="5" />, { auth: fakeAuth({ user: buyer }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Review' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('region', { name: 'You reviewed this product' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the review written meanwhile in another tab when a second one is refused', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { message: 'You have not reviewed this product' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { message: 'You have already reviewed this product' }));
    fetchMock.mockResolvedValue(jsonResponse(200, mine));
    renderWithProviders(<ReviewBox productId="5" />, { auth: fakeAuth({ user: buyer }) });
    const form = await screen.findByRole('form', { name: 'Write a Review' });
    await userEvent.click(within(form).getByText('5 Excellent'));
    await userEvent.type(within(form).getByLabelText('Comment'), 'Again');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));
    const own = await screen.findByRole('region', { name: 'You reviewed this product' });
    expect(within(own).getByText('Runs small.')).toBeTruthy();
  });
});
