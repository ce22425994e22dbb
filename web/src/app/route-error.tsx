import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { Page } from '@/components/layout/page';
import { useOnline } from '@/lib/use-online';

/** Shown when a route fails to render or its code cannot load (e.g. after a deploy). */
export function RouteError() {
  // Offline, the shell says so above; the page comes back when the connection does.
  if (!useOnline()) return null;
  return (
    <Page className="max-w-xl py-16">
      <ErrorBox
        message="Something went wrong while showing this page."
        action={
          <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
            Reload page
          </Button>
        }
      />
    </Page>
  );
}
