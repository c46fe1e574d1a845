// A list of a declared resource narrowed by the list API's own query parameters (`status=open`,
// `created_at_gte=…`, a flag such as `open=true`): GET /api/<resource>?<query> answers it, and the
// web opens it as that resource's list page with the same filters. The dashboard's figures link
// to theirs; both sides read this one shape.
export interface ListLink {
  resource: string;
  query: Record<string, string | string[]>;
}

/** A count and the list behind it. */
export interface Figure {
  value: number;
  link?: ListLink;
}
