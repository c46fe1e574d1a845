import { FileImageOutlined, FileOutlined, FilePdfOutlined, FileWordOutlined } from "@ant-design/icons";
import { attachmentKind } from "./attachment-rules";

const STYLE = { fontSize: 22 };

/** The file's type at a glance: image, PDF, Word or anything else. */
export function AttachmentIcon({ mime }: { mime: unknown }) {
  switch (attachmentKind(mime)) {
    case "image":
      return <FileImageOutlined style={{ ...STYLE, color: "#13a8a8" }} aria-hidden />;
    case "pdf":
      return <FilePdfOutlined style={{ ...STYLE, color: "#cf1322" }} aria-hidden />;
    case "word":
      return <FileWordOutlined style={{ ...STYLE, color: "#1d39c4" }} aria-hidden />;
    default:
      return <FileOutlined style={STYLE} aria-hidden />;
  }
}
