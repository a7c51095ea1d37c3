// Where a stream's URLs get their token: the master playlist's path carries `/t/<token>/`, and
// every playlist and segment below it is relative, so each request takes the newest token.
const TOKEN_PATH = /\/t\/[^/]+\//;

/** `url` with the token of `latestMasterUrl` in place of its own (unchanged when either has none). */
export function withLatestToken(url: string, latestMasterUrl: string | null): string {
  const latest = latestMasterUrl?.match(TOKEN_PATH)?.[0];
  return latest && TOKEN_PATH.test(url) ? url.replace(TOKEN_PATH, latest) : url;
}

/** The stream without its token: the same stream whatever token it is fetched with. */
export const streamIdentity = (masterUrl: string) => masterUrl.replace(TOKEN_PATH, "/t/_/");

/** The reader's language among the captions, matching "pt" with "pt-BR"; null when none matches. */
export function readerCaptionLanguage(languages: readonly string[], readerLanguage: string): string | null {
  const base = (language: string) => language.toLowerCase().split("-")[0];
  return (
    languages.find((language) => language.toLowerCase() === readerLanguage.toLowerCase()) ??
    languages.find((language) => base(language) === base(readerLanguage)) ??
    null
  );
}

/** The captions with the reader's language first. */
export function captionsForReader<T extends { language: string }>(captions: readonly T[], readerLanguage: string): T[] {
  const first = readerCaptionLanguage(
    captions.map((caption) => caption.language),
    readerLanguage,
  );
  return [...captions].sort((a, b) => Number(b.language === first) - Number(a.language === first));
}
