import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface HeadCell {
  label: ReactNode;
  /** React's key when labels repeat or are not text; the label otherwise. */
  key?: string;
  align?: 'left' | 'right';
  className?: string;
}

const LOOKS = {
  /** Lists of records (products, orders): small capitals above the rows. */
  list: { head: 'bg-zinc-50 text-xs uppercase tracking-wide text-zinc-600', cell: 'whitespace-nowrap px-4 py-3 font-semibold' },
  /** Grids of sizes, measurements and stock: the column names as plain headings. */
  grid: { head: 'bg-zinc-50', cell: 'px-3 py-2 text-left font-semibold text-zinc-900' },
} as const;

/** A table's header row: one column heading (`<th scope="col">`) per cell. */
export function TableHead({ cells, look = 'grid' }: { cells: readonly HeadCell[]; look?: keyof typeof LOOKS }) {
  const l = LOOKS[look];
  return (
    <thead className={l.head}>
      <tr>
        {cells.map((cell, i) => (
          <th
            key={cell.key ?? (typeof cell.label === 'string' ? cell.label : i)}
            scope="col"
            className={cn(l.cell, cell.align === 'right' && 'text-right', cell.className)}
          >
            {cell.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
