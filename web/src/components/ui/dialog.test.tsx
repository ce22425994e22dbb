import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Page({ removeOpenerOnClose = false }: { removeOpenerOnClose?: boolean }) {
  const [open, setOpen] = useState(false);
  const [rowThere, setRowThere] = useState(true);
  const close = () => {
    setOpen(false);
    if (removeOpenerOnClose) setRowThere(false);
  };
  return (
    <main>
      <h1>Products</h1>
      <table>
        <tbody>
          {rowThere && (
            <tr>
              <td>
                <button type="button" onClick={() => setOpen(true)}>
                  Delete Tee
                </button>
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <Dialog
        open={open}
        onOpenChange={(next) => !next && close()}
        title="Delete product"
        footer={
          <button type="button" onClick={close}>
            Confirm
          </button>
        }
      />
    </main>
  );
}

describe('Dialog focus', () => {
  it('gives focus back to the button that opened it on Escape and on a footer button', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Delete Tee' });
    await userEvent.click(opener);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('focuses the table the opener was in when the opener is gone', async () => {
    render(<Page removeOpenerOnClose />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Tee' }));
    await act(async () => userEvent.click(await screen.findByRole('button', { name: 'Confirm' })));
    await waitFor(() => expect(document.activeElement?.tagName).toBe('TABLE'));
    expect(screen.queryByRole('button', { name: 'Delete Tee' })).toBeNull();
  });
});
