// A figure of the dashboard as a link to the list behind it: that list, filtered so that it
// counts what the figure says (see web/providers/list-link.ts). A figure whose list has no page,
// or a page the user may not open, stays plain text.
import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";
import { allows } from "../../providers/access-control-provider";
import { listLinkTarget } from "../../providers/list-link";
import type { Link as FigureLinkTarget } from "./dashboard-types";

interface FigureLinkProps {
  link: FigureLinkTarget | undefined;
  children: ReactNode;
  label?: string;
  style?: CSSProperties;
  /** Within a sentence: underlined, as colour alone does not set a link apart from its text (WCAG 1.4.1). */
  inline?: boolean;
}

export function FigureLink({ link, children, label, style, inline }: FigureLinkProps) {
  const target = link ? listLinkTarget(link) : undefined;
  // The same decision as the access control provider's, at once: the figure renders linked.
  if (!target || !allows(target.access.resource, target.access.action)) return <>{children}</>;
  return (
    <Link
      to={target.path}
      data-testid="figure-link"
      aria-label={label}
      style={inline ? { textDecoration: "underline", ...style } : style}
    >
      {children}
    </Link>
  );
}
