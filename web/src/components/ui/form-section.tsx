import type { ReactNode } from 'react';

/** A titled white panel of a long form, named by its heading for screen readers. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-zinc-900">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}
