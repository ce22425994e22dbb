import { IMAGE_TEXTS, PRODUCT_IMAGES_MAX } from '@seamline/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type ImageSets, imageSetsFrom, moveItem, toImagesInput } from '../lib/image-sets';
import { ImageSetsEditor } from './image-sets-editor';

const art = (name: string) => `/images/catalog/dress/${name}.svg`;

function Harness({ initial, imageUrl = '' }: { initial: ImageSets; imageUrl?: string }) {
  const [sets, setSets] = useState(initial);
  return (
    <>
      <ImageSetsEditor sets={sets} onChange={setSets} imageUrl={imageUrl} colours={['Navy', 'Red']} />
      <output data-testid="sent">{JSON.stringify(toImagesInput(sets, imageUrl, ['Navy', 'Red']))}</output>
    </>
  );
}

const navyList = () => screen.getByRole('list', { name: `${IMAGE_TEXTS.colourImages('Navy')} (2 of ${PRODUCT_IMAGES_MAX})` });
const sent = () => JSON.parse(screen.getByTestId('sent').textContent ?? '[]');
const live = () => document.querySelector('[aria-live="assertive"]')?.textContent;

describe("the dialog's photos", () => {
  it('reorders by arrow keys on a focused image, keeping focus on it and saying where it went', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ own: [], byColour: { navy: [art('navy'), art('navy-close')] } }} />);
    const [first] = within(navyList()).getAllByRole('listitem');
    first?.focus();
    await user.keyboard('{ArrowRight}');
    expect(sent()).toEqual([{ colour: 'Navy', urls: [art('navy-close'), art('navy')] }]);
    expect(live()).toBe(IMAGE_TEXTS.moved(1, 2, 2));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement?.getAttribute('aria-label')).toBe(IMAGE_TEXTS.imageOf(2, 2));
    await user.keyboard('{ArrowUp}');
    expect(sent()).toEqual([{ colour: 'Navy', urls: [art('navy'), art('navy-close')] }]);
  });

  it('reorders by dragging an image onto another, saying where it went', () => {
    render(<Harness initial={{ own: [], byColour: { navy: [art('navy'), art('navy-close'), art('navy-detail')] } }} />);
    const list = screen.getByRole('list', { name: `${IMAGE_TEXTS.colourImages('Navy')} (3 of ${PRODUCT_IMAGES_MAX})` });
    const items = within(list).getAllByRole('listitem');
    const dataTransfer = { setData: () => {}, effectAllowed: 'all' };
    fireEvent.dragStart(items[2] as HTMLElement, { dataTransfer });
    fireEvent.dragOver(items[0] as HTMLElement, { dataTransfer });
    fireEvent.drop(items[0] as HTMLElement, { dataTransfer });
    expect(sent()).toEqual([{ colour: 'Navy', urls: [art('navy-detail'), art('navy'), art('navy-close')] }]);
    expect(live()).toBe(IMAGE_TEXTS.moved(3, 1, 3));
    // A drop with nothing dragged (a file from the desktop) moves nothing.
    fireEvent.drop(within(list).getAllByRole('listitem')[1] as HTMLElement, { dataTransfer });
    expect(sent()[0].urls).toEqual([art('navy-detail'), art('navy'), art('navy-close')]);
  });

  it('reorders and removes by buttons with names, the first image not moving earlier', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ own: [], byColour: { navy: [art('navy'), art('navy-close')] } }} imageUrl={art('beige')} />);
    expect((within(navyList()).getByRole('button', { name: IMAGE_TEXTS.moveEarlier(1) }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(navyList()).getByRole('button', { name: IMAGE_TEXTS.moveLater(1) }));
    expect(sent()).toEqual([
      { colour: null, urls: [art('beige')] },
      { colour: 'Navy', urls: [art('navy-close'), art('navy')] },
    ]);
    await user.click(within(navyList()).getByRole('button', { name: IMAGE_TEXTS.remove(1) }));
    expect(live()).toBe(IMAGE_TEXTS.removed(1, 1));
    expect(sent()[1]).toEqual({ colour: 'Navy', urls: [art('navy')] });
  });

  it(`refuses a ${PRODUCT_IMAGES_MAX + 1}th image of a colour before uploading it`, async () => {
    const user = userEvent.setup({ applyAccept: false });
    const eight = Array.from({ length: PRODUCT_IMAGES_MAX }, (_, i) => `https://photos.example.com/${i}.jpg`);
    render(<Harness initial={{ own: [], byColour: { red: eight } }} />);
    const input = screen.getByLabelText(`${IMAGE_TEXTS.addImage} to ${IMAGE_TEXTS.colourImages('Red')}`);
    await user.upload(input, new File(['x'], 'ninth.jpg', { type: 'image/jpeg' }));
    expect(screen.getByRole('alert').textContent).toBe(IMAGE_TEXTS.tooManyOfColour('Red', PRODUCT_IMAGES_MAX));
    expect(sent()[0].urls).toHaveLength(PRODUCT_IMAGES_MAX);
  });

  it("reads the product page's sets back, its first own image being the 'Image URL' field", () => {
    const sets = imageSetsFrom(
      [
        { colour: null, urls: [art('beige'), art('beige-close')] },
        { colour: 'Navy', urls: [art('navy')] },
      ],
      art('beige'),
    );
    expect(sets).toEqual({ own: [art('beige-close')], byColour: { navy: [art('navy')] } });
    // A colour no longer in the grid is not sent.
    expect(toImagesInput(sets, art('beige'), ['Red'])).toEqual([{ colour: null, urls: [art('beige'), art('beige-close')] }]);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });
});
