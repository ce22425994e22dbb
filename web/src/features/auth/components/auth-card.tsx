import type { ReactNode } from 'react';

/** The centred card the login and register screens sit in. */
export interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
  wide?: boolean;
}

export function AuthCard({ title, subtitle, children, footer, wide = false }: AuthCardProps) {
  return (
    <div className={`mx-auto w-full px-4 py-12 sm:py-16 ${wide ? 'max-w-xl' : 'max-w-md'}`}>
      <div className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900">{title}</h1>
        <p className="mt-1.5 text-sm text-zinc-600">{subtitle}</p>
        <div className="mt-8">{children}</div>
      </div>
      <p className="mt-6 text-center text-sm text-zinc-600">{footer}</p>
    </div>
  );
}
