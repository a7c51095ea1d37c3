// /dashboard/influencer/programs/new and /programs/:programId: the builder, with the program
// loaded first when it exists. Saving a new program moves to its own address.
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { QueryStatus } from "../../ui/query-status";
import { emptyProgramDraft, toProgramDraft } from "./program-draft";
import { ProgramForm } from "./program-form";
import { useProgram } from "./queries";
import { useLoadUnit } from "./use-load-unit";

export function ProgramEditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { programId: param } = useParams();
  const programId = param && param !== "new" ? param : null;
  const program = useProgram(programId);
  const unit = useLoadUnit();
  const [saved, setSaved] = useState(false);

  return (
    <div className="space-y-6">
      <title>{t("coaching.builder.documentTitle")}</title>
      <header>
        <Link to="/dashboard/influencer/programs" className="text-sm font-medium text-brand-700 hover:underline">
          {t("coaching.builder.back")}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
          {programId ? t("coaching.builder.editTitle") : t("coaching.builder.newTitle")}
        </h1>
        <p className="mt-2 text-slate-600">{t("coaching.builder.intro")}</p>
        {programId && (
          <Link
            to={`/dashboard/influencer/programs/${programId}/completion`}
            className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline"
          >
            {t("coaching.builder.seeCompletion")}
          </Link>
        )}
      </header>
      {saved && <Alert tone="success">{t("coaching.builder.saved")}</Alert>}
      {programId && (
        <QueryStatus
          query={program}
          loading={t("coaching.builder.loading")}
          failed={t("coaching.builder.loadFailed")}
        />
      )}
      {(!programId || program.data) && (
        <ProgramForm
          key={programId ?? "new"}
          programId={programId}
          initial={program.data ? toProgramDraft(program.data, unit) : emptyProgramDraft()}
          unit={unit}
          onSaved={(made) => {
            setSaved(true);
            if (!programId) void navigate(`/dashboard/influencer/programs/${made.id}`, { replace: true });
          }}
        />
      )}
    </div>
  );
}
