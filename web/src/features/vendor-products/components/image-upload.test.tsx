import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ProductForm } from './product-form';
import { mockFetch } from '@/test/fetch-mock';

const fetchMock = mockFetch();

const renderForm = () => renderWithProviders(<ProductForm saving={false} onSubmit={vi.fn(async () => undefined)} onCancel={vi.fn()} />);
const png = (bytes: number) => new File([new Uint8Array(bytes)], 'shirt.png', { type: 'image/png' });

describe('image upload in the product form', () => {
  it('uploads the picked file and fills in the image URL', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { imageUrl: '/images/uploads/abc.png' }));
    renderForm();
    await userEvent.upload(screen.getByLabelText('Upload image'), png(100));
    await waitFor(() => expect((screen.getByLabelText('Image URL (optional)') as HTMLInputElement).value).toBe('/images/uploads/abc.png'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/vendors/uploadImage');
    expect(init?.method).toBe('POST');
    const body = init?.body;
    expect(body instanceof FormData && body.get('image')).toBeInstanceOf(File);
    expect(screen.getByRole('img', { name: 'Image preview' }).getAttribute('src')).toBe('/images/uploads/abc.png');
    expect(screen.getByText('Uploaded shirt.png')).toBeTruthy();
  });

  it("shows the server's message when the upload is refused", async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { message: 'Image must be a PNG, JPEG or WebP file' }));
    renderForm();
    await userEvent.upload(screen.getByLabelText('Upload image'), png(100));
    expect((await screen.findByRole('alert')).textContent).toBe('Image must be a PNG, JPEG or WebP file');
    expect((screen.getByLabelText('Image URL (optional)') as HTMLInputElement).value).toBe('');
  });

  it('refuses a file over 2 MB without sending it', async () => {
    renderForm();
    await userEvent.upload(screen.getByLabelText('Upload image'), png(2 * 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('Image must be at most 2 MB');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
