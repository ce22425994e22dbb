import { ShieldCheck, Store, Truck } from 'lucide-react';

const points = [
  { Icon: Truck, title: 'Delivery up front', text: 'Each shop’s fee and dates before you pay.' },
  { Icon: ShieldCheck, title: 'Secure checkout', text: 'Your details stay private.' },
  { Icon: Store, title: 'Independent vendors', text: 'Real shops, rated by buyers.' },
];

export function TrustStrip() {
  return (
    <section aria-label="Why shop with us" className="mx-auto max-w-7xl px-4 pb-14 sm:px-6 lg:px-8">
      <ul className="grid gap-4 sm:grid-cols-3">
        {points.map(({ Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3 rounded-2xl border border-zinc-200 bg-white p-5">
            <Icon className="h-6 w-6 shrink-0 text-brand-600" aria-hidden="true" />
            <div>
              <p className="font-semibold text-zinc-900">{title}</p>
              <p className="text-sm text-zinc-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
