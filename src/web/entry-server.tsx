// The server's renderer of the public pages (/, /explore, /influencer/:username,
// /subscription/:username): built by `vite build --ssr` and loaded by src/server/ssr. The server
// fetches the page's data and passes it here; this file puts it in the query cache under the keys
// the pages read, renders the app to HTML (waiting for the lazy page), and returns the HTML, the
// dehydrated cache, and what the browser should preload. See docs/decisions/010-server-rendering.md.
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import type {
  PageData,
  PreloadImage,
  PublicPage,
  RenderRequest,
  RenderResult as ServerRenderResult,
} from "../server/api-contract";
import { Providers, createQueryClient } from "./app/providers";
import type { SerializedError, ServerState } from "./app/server-state";
import { authKeys } from "./lib/session";
import type { PublicProfile } from "./features/creators/public-profile";
import type { Answer } from "./lib/api";
import { creatorKeys } from "./features/creators/queries";
import loaders from "virtual:locale-loaders";
import { isLanguage, setServerLanguage, type Language, type ServedStrings } from "./i18n";
import type { LocalePart } from "./i18n/parts";
import { ApiError } from "./lib/api";
import { AppRoutes } from "./router";

// One definition of what passes between the server and this renderer: the server's (api-contract.ts).
export type { PageData, PreloadImage, PublicPage, RenderRequest };

export interface RenderResult extends ServerRenderResult {
  language: Language;
  state: ServerState;
}

/** Each public page: its lazily loaded module (as Vite's manifest names it) and its string parts. */
const pages: Record<PublicPage, { module: string; parts: LocalePart[] }> = {
  home: { module: "pages/home-page.tsx", parts: ["home"] },
  explore: { module: "features/creators/explore-page.tsx", parts: ["explore"] },
  profile: { module: "pages/creator-profile-page.tsx", parts: ["creatorProfile"] },
  plans: { module: "pages/plans-page.tsx", parts: ["plans"] },
};

const notFound = (): SerializedError => ({ status: 404, code: "creator_not_found", message: "Influencer not found" });

/** Fills the cache as the browser's queries would have, for a visitor (no session). */
function seed(client: QueryClient, data: PageData) {
  client.setQueryData(authKeys.session, null);
  // Checked again once the page runs: a browser may show this public, briefly cached page to
  // someone who signed in since, and they should see themselves signed in.
  client.getQueryCache().find({ queryKey: authKeys.session })?.setState({ isInvalidated: true });
  // Typed as the queries' own answers, so page data that drifts from the API breaks this build.
  if (data.featured)
    client.setQueryData<Answer<"GET /creators/featured">["creators"]>(creatorKeys.featured(), data.featured);
  if (data.explore) {
    client.setQueryData<{ pages: Answer<"GET /creators">[]; pageParams: (string | null)[] }>(
      creatorKeys.explore(data.explore.filters, null),
      {
        pages: [data.explore.page],
        pageParams: [null],
      },
    );
  }
  if (data.creator) {
    const key = creatorKeys.profile(data.creator.username, null);
    if (data.creator.profile) client.setQueryData<PublicProfile>(key, data.creator.profile);
    else {
      const error = notFound();
      client.setQueryDefaults(key, { retryOnMount: false });
      client
        .getQueryCache()
        .build(client, { queryKey: key })
        .setState({
          status: "error",
          error: new ApiError(error.status, error.code, error.message),
          errorUpdatedAt: Date.now(),
          fetchFailureCount: 1,
        });
    }
  }
}

function dehydrateQueries(client: QueryClient): ServerState["queries"] {
  return dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== "pending" }).queries.map(
    (query) => {
      const error = query.state.error;
      if (!(error instanceof ApiError)) return query;
      const serialized: SerializedError = { status: error.status, code: error.code, message: error.message };
      return { ...query, state: { ...query.state, error: serialized as never } };
    },
  );
}

/** React leaves hoisted tags (the page's <title>) at the start of a partial render. */
function splitTitle(html: string): { title: string | null; html: string } {
  const match = /^<title>([^<]*)<\/title>/.exec(html);
  return match ? { title: match[1]!, html: html.slice(match[0].length) } : { title: null, html };
}

async function renderNow(request: RenderRequest): Promise<RenderResult> {
  const language: Language = isLanguage(request.language) ? request.language : "en";
  const page = pages[request.page];
  await setServerLanguage(language, page.parts);

  const client = createQueryClient();
  seed(client, request.data);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <Providers queryClient={client}>
        <StaticRouter location={request.url}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
    {
      // Every boundary inline, however large: React would otherwise move big ones to the end of
      // the HTML with inline scripts that put them in place, which the CSP (script-src 'self') blocks.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      signal: AbortSignal.timeout(5_000),
      onError: (error) => void errors.push(error),
    },
  );
  const rendered = await new Response(prelude).text();
  // An error inside a Suspense boundary still produces HTML (the browser would render that part
  // itself); the server answers with the client-only page instead, which it logs.
  if (errors.length > 0) throw errors[0];

  const { title, html } = splitTitle(rendered);
  const profile = request.data.creator?.profile;
  return {
    status: request.data.creator && !profile ? 404 : 200,
    language,
    html,
    title,
    state: { language, strings: await servedStrings(language, page.parts), queries: dehydrateQueries(client) },
    modules: [page.module],
    lcpImage: request.page === "profile" && profile ? profileImage(profile) : null,
  };
}

/** The strings the page shows, by part: its language's, and English as the fallback (see i18n/index.ts). */
async function servedStrings(language: Language, parts: LocalePart[]): Promise<ServedStrings> {
  const languages: Language[] = language === "en" ? ["en"] : [language, "en"];
  const ids = languages.flatMap((lang) => (["core", ...parts] as LocalePart[]).map((part) => [lang, part] as const));
  const loaded = await Promise.all(ids.map(([lang, part]) => loaders[lang]![part]!()));
  return Object.fromEntries(
    ids.map(([lang, part], index) => [`${lang}/${part}`, loaded[index]!.default as ServedStrings[string]]),
  );
}

/** The profile's largest picture: the cover across the top, else the profile picture. */
function profileImage(profile: PublicProfile): PreloadImage | null {
  // The same candidates as ProfileHeader's and Avatar's <img>, so the preload is the one used.
  if (profile.coverUrls) {
    const urls = profile.coverUrls;
    return { href: urls.md, srcSet: `${urls.sm} 640w, ${urls.md} 1280w, ${urls.lg} 1920w`, sizes: "100vw" };
  }
  if (profile.avatarUrls) {
    const urls = profile.avatarUrls;
    return { href: urls.md, srcSet: `${urls.sm} 96w, ${urls.md} 256w, ${urls.lg} 512w`, sizes: "128px" };
  }
  return null;
}

// The strings' language is module state shared by every render in this process, so renders take
// turns. Each is a few milliseconds of CPU once its data is in: the turns cost little.
let turn: Promise<unknown> = Promise.resolve();

export function render(request: RenderRequest): Promise<RenderResult> {
  const result = turn.then(() => renderNow(request));
  turn = result.catch(() => undefined);
  return result;
}
