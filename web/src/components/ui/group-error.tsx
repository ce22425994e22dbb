/** The message under a group of choices (a fieldset of swatches or sizes), named by the group's aria-describedby. */
export function GroupError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-2 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
