// The post viewer's translation: the title and description in the reader's language and units,
// with "Show original" one click away.
import type { ReactNode } from "react";
import type { PostTranslation } from "../../../domain/translation";
import { withReaderUnits } from "../../../domain/units";
import type { PostCard } from "../../../domain/content";
import { useCreatorProfile } from "../creators";
import { useViewer } from "../creators";
import { TranslateBar } from "./translate-bar";
import { UnitText } from "./unit-text";
import { translatableLanguage, useContentTranslation } from "./use-content-translation";

export function usePostTranslation(post: PostCard | null): { title: string; description: ReactNode; bar: ReactNode } {
  const viewer = useViewer();
  // The creator's language comes with their profile (usually already loaded by the profile page).
  const creator = useCreatorProfile(post?.creator.username ?? "", {
    id: viewer.id,
    isKnown: viewer.isKnown && post !== null,
  });
  const translation = useContentTranslation(
    post ? { subject: "post", postId: post.id } : null,
    translatableLanguage(creator.data),
    (fields): PostTranslation | null => ("description" in fields && !("blocks" in fields) ? fields : null),
  );
  const fields = translation.fields;
  const description = fields?.description ?? post?.description ?? null;
  return {
    title: fields ? withReaderUnits(fields.title, translation.units) : (post?.title ?? ""),
    description: description && (fields ? <UnitText text={description} units={translation.units} /> : description),
    bar: <TranslateBar translation={translation} />,
  };
}
