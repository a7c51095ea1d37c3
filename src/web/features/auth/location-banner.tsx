// Shows the banner the previous screen passed through location state.
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { useLocationBanner } from "./navigation-state";

export function LocationBanner() {
  const { t } = useTranslation();
  const banner = useLocationBanner();
  if (!banner) return null;
  return (
    <Alert tone={banner.tone} className="mb-5">
      {t(banner.message)}
    </Alert>
  );
}
