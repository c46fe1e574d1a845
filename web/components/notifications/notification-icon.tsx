import type { ReactNode } from "react";
import {
  AlertOutlined,
  BellOutlined,
  BookOutlined,
  CommentOutlined,
  DollarOutlined,
  FieldTimeOutlined,
  FunnelPlotOutlined,
  UserAddOutlined,
} from "@ant-design/icons";

const ICONS: Record<string, ReactNode> = {
  mention: <CommentOutlined />,
  assignment: <UserAddOutlined />,
  reply: <CommentOutlined />,
  sla_warning: <FieldTimeOutlined />,
  sla_breach: <AlertOutlined />,
  invoice: <DollarOutlined />,
  lead: <FunnelPlotOutlined />,
  registration: <BookOutlined />,
};

export function NotificationIcon({ kind }: { kind: string }) {
  return <>{ICONS[kind] ?? <BellOutlined />}</>;
}
