import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from '@/lib/router';
import { useAuth } from '@/lib/auth';
import { mailtoHref } from '@/lib/mailto';
import { footerLinks } from './footer-links';
import type { NavLink } from './nav-links';

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="rounded text-sm text-zinc-300 hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ContactBlock({ vendor }: { vendor: boolean }) {
  const row = 'flex items-start gap-2.5 text-sm text-zinc-300';
  const email = vendor ? 'vendors@seamline.example' : 'support@seamline.example';
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{vendor ? 'Vendor Support' : 'Contact Us'}</h2>
      <ul className="mt-4 space-y-2.5">
        {vendor && (
          <li className="text-sm text-zinc-300">Questions about listings, orders or payouts? We answer within one business day.</li>
        )}
        <li className={row}>
          <Mail className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <a href={mailtoHref(email)} className="hover:text-white">
            {email}
          </a>
        </li>
        <li className={row}>
          <Phone className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>{vendor ? '+1 (555) 010-2200' : '+1 (555) 010-1100'}</span>
        </li>
        {!vendor && (
          <li className={row}>
            <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>120 Market Street, San Francisco, CA</span>
          </li>
        )}
      </ul>
    </div>
  );
}

export function Footer() {
  const { user, isAuthenticated } = useAuth();
  const role = isAuthenticated ? user?.role : undefined;
  const { quick, secondTitle, second } = footerLinks(role);
  return (
    <footer className="mt-16 bg-zinc-900 text-zinc-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="text-lg font-bold text-white">Seamline</p>
          <p className="mt-3 max-w-xs text-sm text-zinc-300">
            Clothing and shoes for women, men and kids — straight from independent vendors.
          </p>
        </div>
        <LinkColumn title="Quick Links" links={quick} />
        <LinkColumn title={secondTitle} links={second} />
        <ContactBlock vendor={role === 'vendor'} />
      </div>
      <div className="border-t border-zinc-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-zinc-400 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Seamline. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
