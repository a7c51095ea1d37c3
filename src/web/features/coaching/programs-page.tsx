// /dashboard/influencer/programs: the creator's programs and templates, with New program, and
// per program Edit, Assign, Duplicate and Delete (asked first).
import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { useTimedNotice } from "../../lib/use-timed-notice";
import { Alert } from "../../ui/alert";
import { buttonClasses } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { LoadError } from "../../ui/load-error";
import { LoadingList, SkeletonRow } from "../../ui/skeleton-list";
import { AssignDialog } from "./assign-dialog";
import { ProgramRow } from "./program-row";
import { useDeleteProgram, useDuplicateProgram, usePrograms, type ProgramSummary } from "./queries";

export function ProgramsPage() {
  const { t } = useTranslation();
  const programs = usePrograms();
  const duplicate = useDuplicateProgram();
  const remove = useDeleteProgram();
  const [assigning, setAssigning] = useState<ProgramSummary | null>(null);
  const [deleting, setDeleting] = useState<ProgramSummary | null>(null);
  const { notice, show: showNotice } = useTimedNotice<{ tone: "success" | "error"; text: string }>(5000);

  const copy = (program: ProgramSummary) =>
    duplicate.mutate(
      { programId: program.id, name: t("coaching.programs.copySuffix") },
      {
        onSuccess: (made) =>
          showNotice({ tone: "success", text: t("coaching.programs.duplicated", { name: made.name }) }),
        onError: () => showNotice({ tone: "error", text: t("coaching.programs.duplicateFailed") }),
      },
    );

  return (
    <div className="space-y-6">
      <title>{t("coaching.programs.documentTitle")}</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("coaching.programs.title")}</h1>
          <p className="mt-2 text-slate-600">{t("coaching.programs.intro")}</p>
        </div>
        <Link to="/dashboard/influencer/programs/new" className={buttonClasses()}>
          {t("coaching.programs.new")}
        </Link>
      </header>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {programs.isPending && (
        <LoadingList
          label={t("coaching.programs.loading")}
          className="space-y-3"
          count={3}
          row={
            <SkeletonRow
              className="gap-4 rounded-2xl border border-slate-200 bg-white p-4"
              lead="h-10 w-10 rounded-lg bg-slate-200"
              lines={["h-4 w-1/2 rounded bg-slate-200", "h-3 w-1/3 rounded bg-slate-200"]}
            />
          }
        />
      )}
      {programs.isError && (
        <LoadError
          message={t("coaching.programs.loadFailed")}
          onRetry={() => void programs.refetch()}
          isRetrying={programs.isFetching}
        />
      )}
      {programs.data?.length === 0 && (
        <section className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{t("coaching.programs.emptyTitle")}</h2>
          <p className="mt-2 text-slate-600">{t("coaching.programs.emptyText")}</p>
        </section>
      )}
      {programs.data && programs.data.length > 0 && (
        <ul className="space-y-3" aria-label={t("coaching.programs.listLabel")}>
          {programs.data.map((program) => (
            <ProgramRow
              key={program.id}
              program={program}
              onAssign={() => setAssigning(program)}
              onDuplicate={() => copy(program)}
              onDelete={() => setDeleting(program)}
            />
          ))}
        </ul>
      )}
      <AssignDialog
        program={assigning}
        onClose={() => setAssigning(null)}
        onAssigned={(text) => {
          setAssigning(null);
          showNotice({ tone: "success", text });
        }}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t("coaching.programs.deleteTitle")}
        confirmLabel={t("coaching.programs.deleteConfirm")}
        keepLabel={t("common.cancel")}
        tone="danger"
        isPending={remove.isPending}
        error={remove.isError ? t("coaching.programs.deleteFailed") : undefined}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              showNotice({ tone: "success", text: t("coaching.programs.deleted", { name: deleting.name }) });
              setDeleting(null);
            },
          })
        }
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
      >
        {t("coaching.programs.deleteText", { name: deleting?.name ?? "", count: deleting?.assignedCount ?? 0 })}
      </ConfirmDialog>
    </div>
  );
}
