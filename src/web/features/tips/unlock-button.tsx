// "Unlock for $4.99": a member buys a pay-per-view post their tier does not open, through the
// provider's checkout, and keeps it for good. Pages pass it to the post cards and the viewer
// (content's post slots) and load it lazily with its strings (the billing part), so only members
// looking at a post for sale download it. A failure shows under the button, by its code.
import clsx from "clsx";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { Button } from "../../ui/button";
import { useUnlockPost } from "./queries";
import { unlockErrorKey } from "./tip-errors";

export interface UnlockButtonProps {
  /** The post for sale, and its price in cents. */
  post: { id: string; title: string; unlockPriceCents: number };
  /** The post is open to the member already, or no longer for sale: time to read it again. */
  onStale?: () => void;
  className?: string;
}

export function UnlockButton({ post, onStale, className }: UnlockButtonProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const unlock = useUnlockPost(post.id, onStale);
  // Leaving for the checkout page takes a moment after the answer: no second request meanwhile.
  const isBusy = unlock.isPending || unlock.isSuccess;
  const price = format.money(post.unlockPriceCents);
  return (
    <div className={clsx("space-y-1", className)}>
      <Button
        size="sm"
        className="w-full"
        isLoading={isBusy}
        onClick={() => unlock.mutate()}
        aria-label={t("tips.unlock.buttonNamed", { price, title: post.title })}
      >
        {t("tips.unlock.button", { price })}
      </Button>
      {unlock.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t(unlockErrorKey(unlock.error))}
        </p>
      )}
    </div>
  );
}
