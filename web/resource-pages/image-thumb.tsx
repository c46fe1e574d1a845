// An image field's stored picture, small: fetched through the HTTP client with the bearer token
// (useFileUrl, as avatars are), since a plain <img src> would not send it. Shared by the list,
// the show page and the form.
import { Image, Skeleton } from "antd";
import { useFileUrl } from "../components/use-file-url";

interface ImageThumbProps {
  /** The field's value: the path under /api/ (files/images/<name>), or nothing. */
  path: string | null | undefined;
  alt: string;
  size?: number;
}

export function ImageThumb({ path, alt, size = 48 }: ImageThumbProps) {
  const url = useFileUrl(path);
  if (!path) return null;
  if (!url) return <Skeleton.Image active style={{ width: size, height: size }} />;
  // antd's Image opens the full picture on click (its preview), the thumbnail stays small.
  return (
    <Image
      src={url}
      alt={alt}
      width={size}
      height={size}
      style={{ objectFit: "cover", borderRadius: 4 }}
      data-testid="image-thumb"
    />
  );
}
