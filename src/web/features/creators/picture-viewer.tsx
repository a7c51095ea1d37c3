// The profile picture as a button that opens it full size. The dialog (and its library) loads
// only when first opened, so a visitor's first page stays within the size budget.
import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n";
import type { ImageUrls } from "../../../domain/images";

const PictureViewerDialog = lazy(() =>
  import("./picture-viewer-dialog").then((module) => ({ default: module.PictureViewerDialog })),
);

interface PictureViewerProps {
  urls: ImageUrls;
  alt: string;
  /** Whose picture it is; names the button and the dialog. */
  username: string;
  /** The picture as shown on the page. */
  children: ReactNode;
}

export function PictureViewer({ urls, alt, username, children }: PictureViewerProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  // Once loaded, the dialog stays mounted (closed) so reopening is instant.
  const [hasOpened, setHasOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t("creatorProfile.picture.open", { username })}
        aria-haspopup="dialog"
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
        className="block w-fit rounded-full transition hover:brightness-95"
      >
        {children}
      </button>
      {hasOpened && (
        <Suspense fallback={null}>
          <PictureViewerDialog
            urls={urls}
            alt={alt}
            title={username}
            isOpen={isOpen}
            onClose={() => setIsOpen(false)}
            returnFocusTo={() => buttonRef.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
