// A downloaded video as the app shows it, and when it stops being playable.

export interface DownloadedVideo {
  postId: string;
  title: string;
  creator: string;
  /** Until when the member's access lets it play on this phone (the server's answer, renewed by a check). */
  expiresAt: string;
  /** The space it takes on this phone (its encrypted pieces). */
  bytes: number;
  downloadedAt: string;
}

/** An unreadable date counts as expired: a download plays only while its end is known to be ahead. */
export const isExpired = ({ expiresAt }: Pick<DownloadedVideo, "expiresAt">, now = Date.now()) =>
  !(now <= Date.parse(expiresAt));

/** Only the shown fields: the record's key never leaves the store module's callers' reach. */
export const shownFields = ({ postId, title, creator, expiresAt, bytes, downloadedAt }: DownloadedVideo) => ({
  postId,
  title,
  creator,
  expiresAt,
  bytes,
  downloadedAt,
});
