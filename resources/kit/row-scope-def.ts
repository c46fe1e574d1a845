// How a declaration narrows the rows a role reaches (resources/kit/row-scope.ts applies it).
/**
 * Row scope: which rows a role that is granted an action may touch. `client` names the field
 * holding the client id (users.client_id) a client user may see; `owner` (commercial, later) the
 * field holding the user id. A role with no entry here sees every row it is granted.
 */
export interface RowScope<N extends string = string> {
  client?: N;
  owner?: N;
  /**
   * The field holding the project the row belongs to ("id" on projects): the row follows its
   * project's access. Clients see the projects of their client; commercial users the projects
   * they manage or have tasks in, and they change a project itself only when they manage it.
   */
  project?: N;
  /** The field holding the task the row belongs to: the row follows its task's project. */
  task?: N;
  /**
   * With `client` naming a `references` field (the clients an offer is assigned to): rows whose
   * `shared.field` holds `shared.value` are every client's, the others only the listed clients'.
   */
  shared?: { field: N; value: string };
  /** A boolean field: rows with it set are never shown to clients (internal comments). */
  internal?: N;
  /** The field holding the author's user id: only the author (or an admin) edits or deletes the row. */
  author?: N;
  /** A named, fixed narrowing of every read (`staff`: only users with a staff role). */
  rows?: "staff";
  /** With `owner`: rows nobody owns yet (the owner field empty) are in the owner's scope too. */
  unassigned?: boolean;
  /**
   * The row follows another resource's row (a ticket message its ticket, a file its message):
   * commercial and client users reach it exactly when they reach that row.
   */
  parent?: { field: N; resource: string };
}
