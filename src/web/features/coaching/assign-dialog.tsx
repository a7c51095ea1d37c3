// Giving a program to ALL STAR members: pick them and a start date. Only ALL STAR members are
// listed (the server checks again); members who already follow it from that date are counted, not doubled.
import * as Dialog from "@radix-ui/react-dialog";
import { useState, type FormEvent } from "react";
import { assignmentBodySchema } from "../../../domain/coaching";
import { useTranslation } from "../../i18n";
import { ApiError } from "../../lib/api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { DialogActions, DialogCloseButton, ModalFrame } from "../../ui/dialog";
import { TextField } from "../../ui/fields";
import { LoadingLine } from "../../ui/loading-line";
import { localToday } from "./plan-dates";
import { useAssignProgram, useCoachableMembers, type ProgramSummary } from "./queries";

interface AssignDialogProps {
  program: ProgramSummary | null;
  onClose: () => void;
  onAssigned: (message: string) => void;
}

function AssignForm({ program, onAssigned }: { program: ProgramSummary; onAssigned: (message: string) => void }) {
  const { t } = useTranslation();
  const members = useCoachableMembers();
  const assign = useAssignProgram();
  const [chosen, setChosen] = useState<string[]>([]);
  const [startDate, setStartDate] = useState(localToday);
  const [problem, setProblem] = useState<string | null>(null);

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((member) => member !== id)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = assignmentBodySchema.safeParse({ memberIds: chosen, startDate });
    if (!parsed.success) return setProblem(t(parsed.error.issues[0]!.message));
    setProblem(null);
    try {
      const result = await assign.mutateAsync({ programId: program.id, body: parsed.data });
      onAssigned(
        result.alreadyAssigned > 0
          ? t("coaching.assign.doneWithRepeats", { count: result.assigned, repeats: result.alreadyAssigned })
          : t("coaching.assign.done", { count: result.assigned, name: program.name }),
      );
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      setProblem(t(code === "all_star_required" ? "coaching.assign.notAllStar" : "coaching.assign.failed"));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t("coaching.assign.members")}</legend>
        {members.isPending && <LoadingLine label={t("coaching.assign.loadingMembers")} />}
        {members.isError && <Alert tone="error">{t("coaching.assign.membersFailed")}</Alert>}
        {members.data?.length === 0 && <p className="mt-2 text-sm text-slate-600">{t("coaching.assign.noMembers")}</p>}
        <ul className="mt-2 max-h-60 space-y-1 overflow-y-auto">
          {members.data?.map((member) => (
            <li key={member.id}>
              <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-slate-50">
                <input
                  type="checkbox"
                  className="h-5 w-5 rounded border-slate-300 text-brand-600"
                  checked={chosen.includes(member.id)}
                  onChange={(event) => toggle(member.id, event.target.checked)}
                />
                <span className="text-sm text-slate-900">
                  {member.name} <span className="text-slate-500">@{member.username}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <TextField
        type="date"
        label={t("coaching.assign.startDate")}
        value={startDate}
        required
        onChange={(event) => setStartDate(event.target.value)}
      />
      {problem && <Alert tone="error">{problem}</Alert>}
      <DialogActions>
        <Dialog.Close asChild>
          <Button variant="secondary" disabled={assign.isPending}>
            {t("common.cancel")}
          </Button>
        </Dialog.Close>
        <Button type="submit" isLoading={assign.isPending} disabled={!members.data?.length}>
          {t("coaching.assign.submit")}
        </Button>
      </DialogActions>
    </form>
  );
}

export function AssignDialog({ program, onClose, onAssigned }: AssignDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame
      isOpen={program !== null}
      onClose={onClose}
      className="max-h-[90vh] w-[min(92vw,32rem)] overflow-y-auto p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <Dialog.Title className="text-lg font-bold text-slate-900">{t("coaching.assign.title")}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {t("coaching.assign.description", { name: program?.name ?? "" })}
          </Dialog.Description>
        </div>
        <DialogCloseButton label={t("common.close")} />
      </div>
      {program && <AssignForm program={program} onAssigned={onAssigned} />}
    </ModalFrame>
  );
}
