// A course's or an offer's picture. Uploaded images are served to signed-in users only, so it is
// fetched with the session (useFileUrl); without one, a quiet placeholder keeps cards aligned.
import { Image } from "antd";
import { ReadOutlined } from "@ant-design/icons";
import { useFileUrl } from "../../components/use-file-url";

interface CourseImageProps {
  path: string | null | undefined;
  alt: string;
  height: number;
  /** Stretches to its container (a card's cover); a fixed square otherwise. */
  cover?: boolean;
  testId?: string;
}

export function CourseImage({ path, alt, height, cover, testId }: CourseImageProps) {
  const url = useFileUrl(path);
  const size = cover ? { width: "100%", height } : { width: height, height };
  if (!url) {
    return (
      <div
        aria-hidden
        data-testid={testId ? `${testId}-empty` : undefined}
        style={{
          ...size,
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          background: "rgba(22,119,255,0.06)",
          color: "rgba(22,119,255,0.55)",
          fontSize: height / 3,
          borderRadius: cover ? 0 : 8,
          flexShrink: 0,
        }}
      >
        <ReadOutlined />
      </div>
    );
  }
  // A card's cover is a plain picture (the card opens the course); elsewhere it enlarges on click.
  if (cover)
    return <img src={url} alt={alt} data-testid={testId} style={{ ...size, objectFit: "cover", display: "block" }} />;
  return (
    <Image
      src={url}
      alt={alt}
      data-testid={testId}
      width={height}
      height={height}
      style={{ objectFit: "cover", borderRadius: 8 }}
    />
  );
}
