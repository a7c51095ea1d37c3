// /dashboard/influencer/create-post: the creator publishes a video, an image or a text post.
import { useTranslation } from "../../i18n";
import { CreatePostForm } from "./create-post-form";

export function CreatePostPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <title>{t("content.create.documentTitle")}</title>
      <header>
        <p className="text-sm font-semibold text-brand-700">{t("content.eyebrow")}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{t("content.create.title")}</h1>
        <p className="mt-2 text-slate-600">{t("content.create.intro")}</p>
      </header>
      <CreatePostForm />
    </div>
  );
}
