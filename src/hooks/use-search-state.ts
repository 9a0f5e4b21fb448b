// Page state that lives in the URL query string, so a view can be shared as a link. The page
// renders from local state, so typing never waits on a navigation and the caret stays put,
// and every change is mirrored into the URL (replace, scroll kept). A URL changed from
// outside — back, forward, a link — becomes the new state.
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

interface Snapshot<T> {
  /** The query string this state was last reconciled with. */
  search: string;
  state: T;
  /** Query strings written by `setState` that the router has not reported back yet. */
  pending: readonly string[];
}

export function useSearchState<T>(
  parse: (params: URLSearchParams) => T,
  serialize: (state: T) => URLSearchParams,
): [T, (next: T) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const [snapshot, setSnapshot] = useState<Snapshot<T>>(() => ({
    search,
    state: parse(searchParams),
    pending: [],
  }));

  let current = snapshot;
  if (snapshot.search !== search) {
    // The URL moved. If we wrote it, our state is already ahead of (or equal to) it;
    // otherwise it came from outside and wins.
    const written = snapshot.pending.indexOf(search);
    current =
      written >= 0
        ? { search, state: snapshot.state, pending: snapshot.pending.slice(written + 1) }
        : { search, state: parse(searchParams), pending: [] };
    setSnapshot(current);
  }

  const setState = useCallback(
    (next: T) => {
      const nextSearch = serialize(next).toString();
      setSnapshot((previous) => ({ ...previous, state: next, pending: [...previous.pending, nextSearch] }));
      setSearchParams(new URLSearchParams(nextSearch), { replace: true, preventScrollReset: true });
    },
    [serialize, setSearchParams],
  );

  return [current.state, setState];
}

/**
 * The absolute URL of the current page with `params` as its query string; a path-relative
 * one while the origin is not known yet (`origin` '': the server's and the hydrating render).
 */
export function shareableUrl(origin: string, pathname: string, params: URLSearchParams): string {
  const search = params.toString();
  if (!origin) return search ? `${pathname}?${search}` : pathname;
  const url = new URL(pathname, origin);
  url.search = search;
  return url.toString();
}
