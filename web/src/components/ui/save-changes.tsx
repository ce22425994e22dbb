import { Button } from './button';

export interface SaveChangesProps {
  /** Whether the form differs from what is saved. */
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
  /** The save button's words, where a page has two such forms. */
  saveLabel?: string;
}

/** 'Discard changes' and 'Save Changes' under a form that edits what is saved (the profiles). */
export function SaveChanges({ dirty, saving, onDiscard, saveLabel = 'Save Changes' }: SaveChangesProps) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <Button variant="secondary" disabled={!dirty || saving} onClick={onDiscard}>
        Discard changes
      </Button>
      <Button type="submit" loading={saving}>
        {saveLabel}
      </Button>
    </div>
  );
}
