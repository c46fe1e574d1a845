// A page's query parameters and a setter that edits the URL as it is at that moment. React
// Router renders a navigation inside a transition: while the next view is still loading, the
// rendered params are the previous ones, and a change built from them would undo the navigation
// in between (the search box dropping `view=board`). The address bar is always current.
import { useCallback } from "react";
import { useNavigate, useSearchParams } from "react-router";

export type EditParams = (next: URLSearchParams) => void;

export function useUrlParams(): [URLSearchParams, (edit: EditParams, options?: { replace?: boolean }) => void] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const update = useCallback(
    (edit: EditParams, options?: { replace?: boolean }) => {
      const next = new URLSearchParams(window.location.search);
      edit(next);
      const search = next.toString();
      navigate({ pathname: window.location.pathname, search: search ? `?${search}` : "" }, options);
    },
    [navigate],
  );
  return [params, update];
}
