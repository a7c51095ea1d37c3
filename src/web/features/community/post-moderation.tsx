// The creator's controls on a post: pin or unpin, close or open comments.
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { communityErrorKey } from "./community-error";
import { useCloseComments, usePin, type CommunityPost } from "./queries";

export function PostModeration({ post }: { post: CommunityPost }) {
  const { t } = useTranslation();
  const pin = usePin();
  const close = useCloseComments();
  const error = pin.error ?? close.error;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        isLoading={pin.isPending}
        onClick={() => pin.mutate({ postId: post.id, pinned: !post.isPinned })}
      >
        {t(post.isPinned ? "community.moderation.unpin" : "community.moderation.pin")}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        isLoading={close.isPending}
        onClick={() => close.mutate({ postId: post.id, closed: !post.commentsClosed })}
      >
        {t(post.commentsClosed ? "community.moderation.openComments" : "community.moderation.closeComments")}
      </Button>
      {error && (
        <Alert tone="error" className="w-full">
          {t(communityErrorKey(error))}
        </Alert>
      )}
    </>
  );
}
