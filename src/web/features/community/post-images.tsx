// A post's pictures as thumbnails; each opens the large picture (served only to readers).
import { useTranslation } from "../../i18n";
import type { CommunityPost } from "./queries";

export function PostImages({ images, author }: { images: CommunityPost["images"]; author: string }) {
  const { t } = useTranslation();
  if (images.length === 0) return null;
  return (
    <ul className={images.length === 1 ? "grid grid-cols-1 gap-2" : "grid grid-cols-2 gap-2"}>
      {images.map((image, index) => (
        <li key={image.id}>
          <a
            href={image.url}
            target="_blank"
            rel="noreferrer"
            className="block overflow-hidden rounded-lg bg-slate-100"
          >
            <img
              src={image.thumbnailUrl}
              width={image.width}
              height={image.height}
              loading="lazy"
              alt={t("community.post.imageAlt", { number: index + 1, count: images.length, author })}
              className="h-auto max-h-96 w-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
