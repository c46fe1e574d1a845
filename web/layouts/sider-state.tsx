import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

// Whether the side menu is collapsed (desktop) or open as a drawer (phone): the header's menu
// button and the sider share it.
interface SiderState {
  collapsed: boolean;
  setCollapsed: (collapsed: boolean) => void;
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
}

const SiderContext = createContext<SiderState | null>(null);

export function SiderStateProvider({ children }: { children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const value = useMemo(() => ({ collapsed, setCollapsed, mobileOpen, setMobileOpen }), [collapsed, mobileOpen]);
  return <SiderContext.Provider value={value}>{children}</SiderContext.Provider>;
}

export function useSiderState(): SiderState {
  const state = useContext(SiderContext);
  if (!state) throw new Error("useSiderState outside SiderStateProvider");
  return state;
}
