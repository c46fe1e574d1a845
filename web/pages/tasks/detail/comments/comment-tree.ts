// Comments as threads: the top-level ones with their replies under them (parent_id), pinned
// comments first among their siblings, then oldest first so a conversation reads downwards.
export interface TaskComment {
  id: number;
  version: number;
  task_id: number;
  content: string;
  author_id: number | null;
  author_name?: string | null;
  internal: boolean;
  pinned: boolean;
  parent_id: number | null;
  created_at: string;
}

export interface CommentNode {
  comment: TaskComment;
  replies: CommentNode[];
  /** Every reply below, at any depth. */
  descendants: number;
}

function bySiblingOrder(a: TaskComment, b: TaskComment): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  return a.id - b.id;
}

/**
 * Builds the threads. A reply whose parent is not among `rows` (not loaded yet, or hidden from
 * this user) is shown at the top level rather than lost; a parent loop cannot hang the build.
 */
export function commentTree(rows: TaskComment[]): CommentNode[] {
  const ids = new Set(rows.map((c) => c.id));
  const children = new Map<number, TaskComment[]>();
  const roots: TaskComment[] = [];
  for (const row of rows) {
    if (row.parent_id !== null && row.parent_id !== row.id && ids.has(row.parent_id)) {
      const list = children.get(row.parent_id) ?? [];
      list.push(row);
      children.set(row.parent_id, list);
    } else roots.push(row);
  }
  const seen = new Set<number>();
  const build = (comment: TaskComment): CommentNode => {
    seen.add(comment.id);
    const replies = (children.get(comment.id) ?? [])
      .filter((c) => !seen.has(c.id))
      .sort(bySiblingOrder)
      .map(build);
    return { comment, replies, descendants: replies.reduce((n, r) => n + 1 + r.descendants, 0) };
  };
  const tree = roots.sort(bySiblingOrder).map(build);
  // Rows only reachable through a loop of parents: still shown, at the top level.
  for (const comment of rows.filter((c) => !seen.has(c.id)).sort(bySiblingOrder)) {
    if (!seen.has(comment.id)) tree.push(build(comment));
  }
  return tree;
}
