import {
  Children,
  type ComponentPropsWithRef,
  createContext,
  createElement,
  Fragment,
  isValidElement,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';

/**
 * The app's router: the part of React Router's declarative API the app uses (decision 190), with
 * the same names and behaviour, in about 2 KB instead of React Router's 14 KB on every first page.
 * Paths match case-insensitively with an optional trailing slash; `:name` is a segment, a final
 * `*` the rest. Among matching routes the most specific wins (static segments before `:params`
 * before `*`). Navigations render in a transition, so the page shown stays until the next one's
 * code is in. The app imports this, never the react-router package (router.test.tsx holds it).
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation passed as `state` (null when none); kept in the browser's history entry. */
  state: unknown;
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Accepted for React Router's sake; this router never scrolls (app/use-scroll-to-top.ts does). */
  preventScrollReset?: boolean;
}

export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

/** Where a router keeps its entries: the browser's history, or a list in memory (tests). */
interface History {
  current(): Location;
  push(next: Location, replace: boolean): void;
  go(delta: number): void;
  listen(listener: () => void): () => void;
}

interface RouterState {
  location: Location;
  navigate: NavigateFunction;
  history: History;
}

const RouterContext = createContext<RouterState | null>(null);
const OutletContext = createContext<ReactNode>(null);
const ParamsContext = createContext<Params>({});

export type Params = Record<string, string | undefined>;

let keys = 0;
const newKey = () => `${Date.now().toString(36)}${(keys++).toString(36)}`;

/** `to` (absolute, or relative such as '?q=1') as a location seen from `from`. */
function resolve(to: string, from: string, state: unknown): Location {
  const url = new URL(to, `http://app${from}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: state ?? null, key: newKey() };
}

const pathOf = (l: Pick<Location, 'pathname' | 'search' | 'hash'>) => l.pathname + l.search + l.hash;

function subscribers() {
  const listeners = new Set<() => void>();
  return {
    listen(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify: () => {
      for (const listener of listeners) listener();
    },
  };
}

function browserHistory(): History {
  const read = (): Location => {
    const entry = window.history.state as { usr?: unknown; key?: string } | null;
    return { ...resolve(pathOf(window.location), '/', entry?.usr), key: entry?.key ?? 'default' };
  };
  let current = read();
  const { listen, notify } = subscribers();
  window.addEventListener('popstate', () => {
    current = read();
    notify();
  });
  return {
    current: () => current,
    push(next, replace) {
      const entry = { usr: next.state, key: next.key };
      if (replace) window.history.replaceState(entry, '', pathOf(next));
      else window.history.pushState(entry, '', pathOf(next));
      current = next;
      notify();
    },
    go: (delta) => window.history.go(delta),
    listen,
  };
}

function memoryHistory(initialEntries: readonly string[], initialIndex?: number): History {
  const entries = (initialEntries.length > 0 ? initialEntries : ['/']).map((path) => resolve(path, '/', null));
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const { listen, notify } = subscribers();
  return {
    current: () => entries[index] as Location,
    push(next, replace) {
      if (!replace) index += 1;
      entries.splice(index, entries.length, next);
      notify();
    },
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      notify();
    },
    listen,
  };
}

function Router({ history, children }: { history: History; children?: ReactNode }) {
  const [location, setLocation] = useState(history.current);
  // A layout effect: it listens before any child's effect (a <Navigate>) can navigate.
  useLayoutEffect(() => {
    const stop = history.listen(() => startTransition(() => setLocation(history.current())));
    setLocation(history.current());
    return stop;
  }, [history]);
  const navigate = useCallback<NavigateFunction>(
    (to, options = {}) => {
      if (typeof to === 'number') return history.go(to);
      const next = resolve(to, history.current().pathname, options.state);
      // Like React Router, a link to where the visitor already is replaces the entry.
      history.push(next, options.replace ?? pathOf(next) === pathOf(history.current()));
    },
    [history],
  );
  const value = useMemo(() => ({ location, navigate, history }), [location, navigate, history]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(browserHistory);
  return <Router history={history}>{children}</Router>;
}

export function MemoryRouter({
  children,
  initialEntries = ['/'],
  initialIndex,
}: {
  children?: ReactNode;
  initialEntries?: string[];
  initialIndex?: number;
}) {
  const [history] = useState(() => memoryHistory(initialEntries, initialIndex));
  return <Router history={history}>{children}</Router>;
}

function useRouter(hook: string): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook}() may be used only in the context of a <Router> component.`);
  return router;
}

export const useLocation = (): Location => useRouter('useLocation').location;
export const useNavigate = (): NavigateFunction => useRouter('useNavigate').navigate;
export const useParams = <T extends Params = Params>(): T => useContext(ParamsContext) as T;

export type SearchParamsInit = URLSearchParams | string | Record<string, string> | [string, string][];
export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/** The address's query, and a setter that navigates to the same path with another (a function gets the latest). */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { location, navigate, history } = useRouter('useSearchParams');
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(history.current().search)) : next;
      navigate(`?${new URLSearchParams(value)}`, options);
    },
    [navigate, history],
  );
  return [params, setParams];
}

/** Navigates once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: like React Router, once per target
  useEffect(() => navigate(to, { replace, state }), [to]);
  return null;
}

const EXTERNAL = /^[a-z][a-z\d+.-]*:/i;

export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { to: string; replace?: boolean; state?: unknown };

/** An `<a href>` whose plain left click navigates within the app (a modified click, a new tab or another site the browser handles). */
export function Link({ to, replace, state, onClick, ...rest }: LinkProps) {
  const { navigate } = useRouter('Link');
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        const { target } = rest;
        if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self') || EXTERNAL.test(to)) return;
        if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
    />
  );
}

/** A Link that knows whether it points at the page shown (`aria-current="page"`); `end` lights it on that path only, not below it. */
export function NavLink({
  className,
  end = false,
  ...rest
}: Omit<LinkProps, 'className'> & { end?: boolean; className?: string | ((state: { isActive: boolean }) => string) }) {
  const here = useRouter('NavLink').location.pathname.toLowerCase();
  const target = new URL(rest.to, 'http://app/').pathname.toLowerCase().replace(/(.)\/$/, '$1');
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(target === '/' ? 1 : target.length) === '/');
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

interface RouteProps {
  path?: string;
  element?: ReactNode;
  index?: boolean;
  children?: ReactNode;
}

/** A route of a <Routes> table; <Routes> reads its props, it never renders. A route without a path is a layout: its element shows the matched child in an <Outlet/>. */
export function Route(_props: RouteProps): ReactNode {
  throw new Error('A <Route> is only ever used as a child of <Routes> or of another <Route>.');
}

/** The element of the matched child route, inside a layout route's element. */
export function Outlet() {
  return useContext(OutletContext);
}

/** What a route without an element shows. */
const OUTLET = <Outlet />;

interface Branch {
  pattern: string;
  elements: ReactNode[];
}

/** Every route with a path (or an index), with the elements from the table's root down to it. */
function branchesOf(children: ReactNode, parentPath: string, parents: ReactNode[], into: Branch[] = []): Branch[] {
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const props = child.props as RouteProps;
    if (child.type === Fragment) return void branchesOf(props.children, parentPath, parents, into);
    const path =
      props.path === undefined ? parentPath : props.path.startsWith('/') ? props.path : `${parentPath.replace(/\/$/, '')}/${props.path}`;
    const elements = [...parents, props.element === undefined ? OUTLET : props.element];
    if (props.path !== undefined || props.index) into.push({ pattern: path, elements });
    branchesOf(props.children, path, elements, into);
  });
  return into;
}

/** React Router's ranking: a static segment 10, a `:param` 3, the root 1, a splat −2. */
function specificity(pattern: string): number {
  return pattern
    .split('/')
    .filter(Boolean)
    .reduce((score, segment) => score + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10), pattern === '/' ? 1 : 0);
}

/** `pattern` matched against the whole of `pathname` (case-insensitive, trailing slash optional); its params, or null. */
export function matchPath(pattern: string, pathname: string): { params: Params } | null {
  const names: string[] = [];
  let source = '';
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment === '*') {
      names.push('*');
      source += '(?:/(.+))?';
    } else if (segment.startsWith(':')) {
      names.push(segment.slice(1));
      source += '/([^/]+)';
    } else {
      source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    }
  }
  const found = new RegExp(`^${source}/*$`, 'i').exec(pathname);
  if (!found) return null;
  const params: Params = {};
  names.forEach((name, i) => {
    const value = found[i + 1];
    params[name] = value === undefined ? (name === '*' ? '' : undefined) : safeDecode(value);
  });
  return { params };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Renders the most specific route matching the address, inside the layouts above it; nothing when none matches. */
export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useRouter('Routes').location;
  const branches = useMemo(() => branchesOf(children, '/', []), [children]);
  let best: { branch: Branch; params: Params; score: number } | undefined;
  for (const branch of branches) {
    const match = matchPath(branch.pattern, pathname);
    const score = specificity(branch.pattern);
    if (match && (!best || score > best.score)) best = { branch, params: match.params, score };
  }
  if (!best) return null;
  // Each layout's element, with the element below it as its <Outlet/>.
  const outlet = best.branch.elements.reduceRight<ReactNode>(
    (inner, element) => createElement(OutletContext.Provider, { value: inner }, element),
    null,
  );
  return <ParamsContext.Provider value={best.params}>{outlet}</ParamsContext.Provider>;
}
