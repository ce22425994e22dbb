import { IMAGE_TEXTS, PRODUCT_IMAGES_MAX } from '@seamline/contract';
import { useState } from 'react';
import { colourKey, type ImageSets, ownRoom } from '../lib/image-sets';
import { ImageListEditor } from './image-list-editor';

export interface ImageSetsEditorProps {
  sets: ImageSets;
  onChange: (sets: ImageSets) => void;
  /** The 'Image URL' field: the product's first image. */
  imageUrl: string;
  /** The grid's colours, in order. */
  colours: readonly string[];
  error?: string;
  onBusyChange?: (busy: boolean) => void;
}

/** The product's further images and each colour's (docs/architecture.md#everyday-shop), with one live region for what moved. */
export function ImageSetsEditor({ sets, onChange, imageUrl, colours, error, onBusyChange }: ImageSetsEditorProps) {
  const [said, setSaid] = useState('');
  const room = ownRoom(imageUrl);
  return (
    <fieldset className="space-y-3 rounded-xl border border-zinc-200 p-4">
      <legend className="px-1 text-sm font-semibold text-zinc-900">{IMAGE_TEXTS.sectionTitle}</legend>
      <p className="text-xs text-zinc-600">{IMAGE_TEXTS.sectionHint}</p>
      <ImageListEditor
        label={IMAGE_TEXTS.ownImages}
        urls={sets.own}
        max={room}
        tooMany={IMAGE_TEXTS.tooManyOwn(PRODUCT_IMAGES_MAX)}
        onChange={(own) => onChange({ ...sets, own })}
        announce={setSaid}
        onBusyChange={onBusyChange}
      />
      {colours.map((colour) => (
        <ImageListEditor
          key={colourKey(colour)}
          label={IMAGE_TEXTS.colourImages(colour)}
          urls={sets.byColour[colourKey(colour)] ?? []}
          max={PRODUCT_IMAGES_MAX}
          tooMany={IMAGE_TEXTS.tooManyOfColour(colour, PRODUCT_IMAGES_MAX)}
          onChange={(urls) => onChange({ ...sets, byColour: { ...sets.byColour, [colourKey(colour)]: urls } })}
          announce={setSaid}
          onBusyChange={onBusyChange}
        />
      ))}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <p className="sr-only" aria-live="assertive" aria-atomic="true">
        {said}
      </p>
    </fieldset>
  );
}
