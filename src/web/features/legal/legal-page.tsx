// /terms and /privacy: the operator's Terms of Service and Privacy Policy in the reader's language
// (English when the operator wrote none in it).
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import type { LegalDocument } from "../../../domain/legal";
import { useTranslation } from "../../i18n";
import { LoadError } from "../../ui/load-error";
import { PageSpinner } from "../../ui/spinner";
import { useLegalPage } from "./queries";

function LegalPage({ document }: { document: LegalDocument }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const page = useLegalPage(document, i18n.language);
  const fallbackTitle = t(`footer.${document}`);

  // Links within the site (e.g. /support) move inside the app instead of loading it again.
  const followInSiteLink = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest("a");
    const href = link?.getAttribute("href");
    if (
      !href?.startsWith("/") ||
      href.startsWith("//") ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.button !== 0
    )
      return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    <div className="bg-slate-50 px-4 py-12 sm:px-6 lg:px-8">
      <title>{`${page.data?.title || fallbackTitle} · FitCreators`}</title>
      <div className="mx-auto max-w-3xl">
        {page.isPending ? (
          <PageSpinner />
        ) : page.isError ? (
          <>
            <h1 className="mb-6 text-3xl font-extrabold text-slate-900">{fallbackTitle}</h1>
            <LoadError
              message={t("legal.loadError")}
              onRetry={() => void page.refetch()}
              isRetrying={page.isFetching}
            />
          </>
        ) : (
          <article
            lang={page.data.language}
            onClick={followInSiteLink}
            className="rounded-2xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200 sm:p-10 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h1]:mb-6 [&_h1]:text-3xl [&_h1]:font-extrabold [&_h1]:text-slate-900 [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-bold [&_h3]:text-slate-900 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_p]:leading-relaxed [&_ul]:list-disc [&_ul]:pl-6"
            // The server made this HTML from escaped text (src/server/features/legal/markdown.ts):
            // nothing in the operator's file can add a tag, an attribute or a script.
            dangerouslySetInnerHTML={{ __html: page.data.html }}
          />
        )}
      </div>
    </div>
  );
}

export const TermsPage = () => <LegalPage document="terms" />;
export const PrivacyPage = () => <LegalPage document="privacy" />;
