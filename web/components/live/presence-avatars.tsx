// "Also viewing: Lucía, Pablo" with their avatars, on a record's page. Reusable on any record a
// user may read (tasks, projects; leads and tickets later).
import { Avatar, Tooltip, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { Viewer } from "../../providers/live/live-types";
import { useFileUrl } from "../use-file-url";
import { usePresence } from "./use-presence";

const COLORS = ["#1677ff", "#13a8a8", "#722ed1", "#eb2f96", "#fa8c16", "#52c41a", "#2f54eb", "#a0d911"];

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.slice(0, 2).map((word) => word[0]!.toLocaleUpperCase()).join("") || "?";
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}

function ViewerAvatar({ viewer }: { viewer: Viewer }) {
  const src = useFileUrl(viewer.avatar);
  return (
    <Tooltip title={viewer.name}>
      <Avatar size="small" src={src} alt={viewer.name} style={src ? undefined : { backgroundColor: COLORS[viewer.id % COLORS.length] }}>
        {initials(viewer.name)}
      </Avatar>
    </Tooltip>
  );
}

export function PresenceAvatars({ resource, id }: { resource: string; id: number }) {
  const { t } = useTranslation();
  const viewers = usePresence(resource, id);
  if (viewers.length === 0) return null;
  const names = viewers.map((viewer) => firstName(viewer.name)).join(", ");
  return (
    <div data-testid="presence" style={{ display: "inline-flex", alignItems: "center", gap: 8, minWidth: 0 }}>
      <Avatar.Group size="small" max={{ count: 4 }}>
        {viewers.map((viewer) => (
          <ViewerAvatar key={viewer.id} viewer={viewer} />
        ))}
      </Avatar.Group>
      <Typography.Text type="secondary" style={{ fontSize: 13 }} ellipsis={{ tooltip: names }}>
        {t("live:presence.alsoViewing", { count: viewers.length, names })}
      </Typography.Text>
    </div>
  );
}
