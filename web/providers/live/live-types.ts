// The messages of GET /api/live (docs/live-events.md) as the web app handles them.

export type ChangeType = "created" | "updated" | "deleted";

/** Rows of a resource changed; `by` is the user who changed them, null for a script. */
export interface LiveChange {
  resource: string;
  type: ChangeType;
  ids: (number | string)[];
  by: number | null;
}

/** Someone viewing a record: a client is told of a member of the team with no id, name or picture (`team`). */
export type Viewer =
  | { id: number; name: string; avatar: string | null; team?: undefined }
  | { id: null; name: null; avatar: null; team: true };

/** Everyone viewing one record now (the receiver included, when it is one of them). */
export interface LivePresence {
  resource: string;
  id: number | string;
  viewers: Viewer[];
}

/** connecting: the first attempt; open: streaming; reconnecting: lost, trying again; closed: stopped for good. */
export type LiveStatus = "idle" | "connecting" | "open" | "reconnecting" | "closed";
