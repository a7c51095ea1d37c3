// The video endpoints' answers, as the server declares them (src/domain/video.ts), under the
// names the player uses.
import type { OwnVideoState, VideoInfo } from "../../../../domain/video";

export { captionLanguages } from "../../../../domain/video";
export type { CaptionLanguage, VideoStatus } from "../../../../domain/video";

/** GET /api/posts/:id/video; `previewEnabled` is null for a video from before previews (nothing to switch). */
export type PostVideo = VideoInfo;

export type VideoPlayback = NonNullable<VideoInfo["playback"]>;
export type VideoCaption = VideoInfo["captions"][number];

/** The creator's posts list carries this per video post (OwnPost.video). */
export type OwnPostVideo = OwnVideoState;
