// The search dialog (Ctrl+K / ⌘K or the header's box). Its own chunk: loaded on first open.
import { Grid, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { SearchPanel } from "./search-panel";
import { VISUALLY_HIDDEN } from "../visually-hidden";

export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = !Grid.useBreakpoint().sm;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      closable={false}
      // A fresh box and no old results on every open; the focus goes back where it was (rc-dialog).
      destroyOnHidden
      width={phone ? "calc(100vw - 16px)" : 640}
      style={{ top: phone ? 8 : 72, maxWidth: phone ? "calc(100vw - 16px)" : undefined, paddingBottom: 0 }}
      // Named for screen readers only: the box says what the dialog is for.
      title={<span style={VISUALLY_HIDDEN}>{t("search:title")}</span>}
      styles={{ header: { margin: 0, padding: 0 }, content: { padding: 12 } }}
      rootClassName="search-dialog"
    >
      <SearchPanel onClose={onClose} compact={phone} />
    </Modal>
  );
}
