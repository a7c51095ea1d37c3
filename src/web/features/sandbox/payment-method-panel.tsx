// The card on file and, behind "Update card", the card form that replaces it. A new card also
// retries the open invoices, which is how a past-due membership gets paid.
import { useId, useRef, useState } from "react";
import { useTranslation } from "../../i18n";
import type { SandboxPortalView } from "../../../domain/sandbox-payments";
import { Button } from "../../ui/button";
import { CardForm } from "./card-form";
import { brandName, formatCardExpiry } from "./format";
import { useUpdatePortalCard } from "./queries";
import { SandboxPanel } from "./sandbox-panel";

interface PaymentMethodPanelProps {
  sessionId: string;
  card: SandboxPortalView["card"];
  customerName: string;
}

export function PaymentMethodPanel({ sessionId, card, customerName }: PaymentMethodPanelProps) {
  const { t } = useTranslation();
  const updateCard = useUpdatePortalCard(sessionId);
  const [isEditing, setIsEditing] = useState(false);
  const [notice, setNotice] = useState("");
  const formId = useId();
  const toggleBoxRef = useRef<HTMLDivElement>(null);
  const focusToggle = () => toggleBoxRef.current?.querySelector("button")?.focus();

  function close() {
    setIsEditing(false);
    requestAnimationFrame(focusToggle);
  }

  async function saveCard(input: Parameters<typeof updateCard.mutateAsync>[0]) {
    await updateCard.mutateAsync(input);
    setNotice(t("sandbox.portal.card.updated"));
    close();
  }

  return (
    <SandboxPanel
      title={t("sandbox.portal.card.title")}
      aside={
        <div ref={toggleBoxRef}>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={isEditing}
            aria-controls={isEditing ? formId : undefined}
            onClick={() => {
              setNotice("");
              setIsEditing((open) => !open);
            }}
          >
            {t("sandbox.portal.card.update")}
          </Button>
        </div>
      }
    >
      {card ? (
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="font-semibold text-slate-900">
            {t("sandbox.portal.card.summary", {
              brand: brandName(card.brand) ?? t("sandbox.portal.card.genericBrand"),
              last4: card.last4,
            })}
          </span>
          <span className="text-sm text-slate-600">
            {t("sandbox.portal.card.expires", { expiry: formatCardExpiry(card.expMonth, card.expYear) })}
          </span>
        </p>
      ) : (
        <p className="text-slate-600">{t("sandbox.portal.card.none")}</p>
      )}
      <p role="status" className="mt-2 text-sm font-medium text-green-800">
        {notice}
      </p>
      {isEditing && (
        <div id={formId} className="mt-4 border-t border-slate-200 pt-4">
          <h3 className="mb-1 font-bold text-slate-900">{t("sandbox.portal.card.formTitle")}</h3>
          <p className="mb-4 text-sm text-slate-600">{t("sandbox.portal.card.formHint")}</p>
          <CardForm
            submitLabel={t("sandbox.portal.card.save")}
            onSubmit={saveCard}
            defaultName={customerName}
            autoFocus
            secondaryAction={
              <Button variant="secondary" size="lg" className="w-full sm:w-auto" onClick={close}>
                {t("common.cancel")}
              </Button>
            }
          />
        </div>
      )}
    </SandboxPanel>
  );
}
