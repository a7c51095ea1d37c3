// What the downloads feature offers: the videos kept on this phone for offline viewing (its page,
// /dashboard/follower/downloads, is routed by dashboard-routes.tsx) and the hooks over them.
export type { DownloadedVideo } from "./downloaded-video";
export { downloadKeys, useDownloads, useRecheckDownloads, useRemoveDownload } from "./queries";
export {
  DownloadGone,
  canDownload,
  downloadVideo,
  listDownloads,
  openDownload,
  recheckDownloads,
  removeAllDownloads,
  removeDownload,
} from "./video-downloads";
