import { LogOut, UserRound } from 'lucide-react';
import { Link } from '@/lib/router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { profilePath } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/** Greeting with name and role, the profile link built from the role, and Logout (spec §2). */
export function UserMenu() {
  const { user, signOut } = useAuth();
  if (!user) return null;
  const profile = profilePath(user.role);
  return (
    <div className="flex items-center gap-1">
      <p className="mr-2 text-right text-sm leading-tight">
        <span className="block text-zinc-600">Hello,</span>
        <span className="font-medium text-zinc-900">{user.fullName}</span>
      </p>
      <Badge tone="brand" className="mr-1 capitalize">
        {user.role}
      </Badge>
      {profile && (
        <Link
          to={profile}
          aria-label="Profile"
          className="flex h-10 w-10 items-center justify-center rounded-lg text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900"
        >
          <UserRound className="h-5 w-5" aria-hidden="true" />
        </Link>
      )}
      <Button variant="ghost" size="sm" onClick={signOut}>
        <LogOut className="h-4 w-4" aria-hidden="true" />
        Logout
      </Button>
    </div>
  );
}
