// A row the dashboard names (a project at risk, a task due, an invoice owed) as a link to its page.
import { Link } from "react-router";
import { getResource } from "../../../resources/registry";
import { showPathFor } from "../../providers/resource-paths";

export function RecordLink({
  resource,
  row,
  children,
}: {
  resource: string;
  row: Record<string, unknown>;
  children: string;
}) {
  const def = getResource(resource);
  const path = def && showPathFor(def, row);
  return path ? (
    <Link to={path} data-testid="item-link">
      {children}
    </Link>
  ) : (
    children
  );
}
