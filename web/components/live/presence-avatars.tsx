// "Also viewing: Lucía, Pablo" with their avatars, on a record's page. Reusable on any record a
// user may read (tasks, projects, leads, tickets, courses). A client is told of members of the
// team without their names (the API sends none): "a team member", with a plain avatar.
import { Avatar, Tooltip, Typography } from "antd";
import { TeamOutlined } from "@ant-design/icons";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { Viewer } from "../../providers/live/live-types";
import { useFileUrl } from "../use-file-url";
import { usePresence } from "./use-presence";

// Initials in white on each at 4.5:1 at least (WCAG AA).
const COLORS = ["#0958d9", "#006d75", "#722ed1", "#c41d7f", "#ad4e00", "#237804", "#1d39c4", "#3f6600"];

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => word[0]!.toLocaleUpperCase())
      .join("") || "?"
  );
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}

/** Who is viewing, in words: the named viewers' first names, then the team members told of without names. */
export function viewerNames(t: TFunction, viewers: readonly Viewer[]): string {
  const named = viewers.flatMap((viewer) => (viewer.team ? [] : [firstName(viewer.name)]));
  const team = viewers.filter((viewer) => viewer.team).length;
  return [...named, ...(team ? [t("live:presence.teamMember", { count: team })] : [])].join(", ");
}

function ViewerAvatar({ viewer }: { viewer: Viewer & { team?: undefined } }) {
  const src = useFileUrl(viewer.avatar);
  return (
    <Tooltip title={viewer.name}>
      <Avatar
        size="small"
        src={src}
        alt={viewer.name}
        style={src ? undefined : { backgroundColor: COLORS[viewer.id % COLORS.length] }}
      >
        {initials(viewer.name)}
      </Avatar>
    </Tooltip>
  );
}

function TeamAvatar() {
  const { t } = useTranslation();
  const label = t("live:presence.teamMember", { count: 1 });
  return (
    <Tooltip title={label}>
      <Avatar size="small" icon={<TeamOutlined />} alt={label} aria-label={label} data-testid="presence-team" />
    </Tooltip>
  );
}

export function PresenceAvatars({ resource, id }: { resource: string; id: number }) {
  const { t } = useTranslation();
  const viewers = usePresence(resource, id);
  if (viewers.length === 0) return null;
  const names = viewerNames(t, viewers);
  return (
    <div data-testid="presence" style={{ display: "inline-flex", alignItems: "center", gap: 8, minWidth: 0 }}>
      <Avatar.Group size="small" max={{ count: 4 }}>
        {viewers.map((viewer, i) =>
          // biome-ignore lint/suspicious/noArrayIndexKey: team viewers have no id and look alike
          viewer.team ? <TeamAvatar key={`team-${i}`} /> : <ViewerAvatar key={viewer.id} viewer={viewer} />,
        )}
      </Avatar.Group>
      <Typography.Text type="secondary" style={{ fontSize: 13 }} ellipsis={{ tooltip: names }}>
        {t("live:presence.alsoViewing", { count: viewers.length, names })}
      </Typography.Text>
    </div>
  );
}
