import type { ReactNode } from "react";
import { Select, type TabsProps } from "antd";

// On a phone a record's tabs do not fit: antd then adds a "more" button inside the tab list,
// which ARIA does not allow there (only tabs; axe's aria-required-children, critical). On a phone
// the tabs are chosen from a list instead, named like the tab list would be; wider screens keep
// antd's tab bar.

interface PhoneTabBarOptions {
  /** What the tabs choose between ("Apartados del proyecto"), the list's name. */
  label: string;
  items: { key: string; label: ReactNode }[];
  active: string;
  onChange: (key: string) => void;
}

export function phoneTabBar({ label, items, active, onChange }: PhoneTabBarOptions): TabsProps["renderTabBar"] {
  return () => (
    <Select
      aria-label={label}
      value={active}
      onChange={onChange}
      options={items.map((item) => ({ value: item.key, label: item.label }))}
      style={{ width: "100%", margin: "12px 0" }}
      data-testid="phone-tab-select"
    />
  );
}
