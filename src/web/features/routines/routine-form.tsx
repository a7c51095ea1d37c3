// One day's routine being created or edited: title, notes and the schedule blocks, with
// Save & Next, save, copy from yesterday and delete. What is typed stays on screen when a request fails.
import { useState, type FormEvent } from "react";
import { routineBodySchema, scheduleBlockSchema, type Routine } from "../../../domain/routines";
import { useTranslation } from "../../i18n";
import { ApiError } from "../../lib/api";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/fields";
import { fromDraft, isBlank, nextDraft, toDraft, type BlockDraft, type BlockErrors } from "./block-draft";
import { BlockEditor } from "./block-editor";
import { BlockList } from "./block-list";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { useCopyFromYesterday, useDeleteRoutine, useSaveRoutine } from "./queries";
import { TextAreaField } from "../../ui/fields";
import { routineVideoPath } from "../../../domain/routines";
import { useSession } from "../../lib/session";
import { useBlockVideos } from "./use-block-videos";

export type Notice = { tone: "success" | "error"; message: string };

interface RoutineFormProps {
  date: string;
  /** The saved routine of the day, or null for a new one. */
  routine: Routine | null;
  onNotice: (notice: Notice | null) => void;
}

type Issue = { path: PropertyKey[]; message: string };

export function RoutineForm({ date, routine, onNotice }: RoutineFormProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(routine?.title ?? "");
  const [notes, setNotes] = useState(routine?.notes ?? "");
  const [blocks, setBlocks] = useState<BlockDraft[]>(() => (routine?.blocks ?? []).map(toDraft));
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [blockErrors, setBlockErrors] = useState<Record<string, BlockErrors>>({});
  const [fieldErrors, setFieldErrors] = useState<{ title?: string; notes?: string }>({});
  const [confirming, setConfirming] = useState<"delete" | "copy" | null>(null);
  const save = useSaveRoutine();
  const remove = useDeleteRoutine();
  const copy = useCopyFromYesterday();
  const username = useSession().data?.username;

  const selectedIndex = blocks.findIndex((block) => block.key === selectedKey);
  const selected = blocks[selectedIndex];
  const hasContent =
    routine !== null || title.trim() !== "" || notes.trim() !== "" || blocks.some((block) => !isBlank(block));

  const updateBlock = (key: string, changes: Partial<BlockDraft>) => {
    setBlocks((current) => current.map((block) => (block.key === key ? { ...block, ...changes } : block)));
    setBlockErrors((current) => {
      const remaining = { ...current[key] };
      for (const field of Object.keys(changes)) delete remaining[field as keyof BlockErrors];
      return { ...current, [key]: remaining };
    });
  };

  const videos = useBlockVideos((key, videoUploadId) => updateBlock(key, { videoUploadId }));

  const addBlock = () => {
    const block = nextDraft(blocks.at(-1));
    setBlocks((current) => [...current, block]);
    setSelectedKey(block.key);
  };

  const removeBlock = (key: string) => {
    videos.clear(key);
    setBlocks((current) => current.filter((block) => block.key !== key));
    setSelectedKey(null);
  };

  /** Issues of the routine (or of one block) as messages on the fields; the first bad block opens. */
  const showIssues = (issues: Issue[], sent: BlockDraft[]) => {
    const nextBlockErrors: Record<string, BlockErrors> = {};
    const nextFieldErrors: typeof fieldErrors = {};
    let firstBad: string | null = null;
    for (const { path, message } of issues) {
      if (path[0] === "blocks" && typeof path[1] === "number") {
        const key = sent[path[1]]?.key;
        const field = path[2] as keyof BlockErrors | undefined;
        if (!key || !field) continue;
        firstBad ??= key;
        nextBlockErrors[key] = { [field]: message, ...nextBlockErrors[key] };
      } else if (path[0] === "title" || path[0] === "notes") {
        nextFieldErrors[path[0]] ??= t(message);
      }
    }
    setBlockErrors(nextBlockErrors);
    setFieldErrors(nextFieldErrors);
    if (firstBad) setSelectedKey(firstBad);
  };

  const saveAndNext = (block: BlockDraft) => {
    const result = scheduleBlockSchema.safeParse(fromDraft(block));
    if (!result.success)
      return showIssues(
        result.error.issues.map((issue) => ({ ...issue, path: ["blocks", 0, ...issue.path] })),
        [block],
      );
    setBlockErrors((current) => ({ ...current, [block.key]: {} }));
    const index = blocks.findIndex((candidate) => candidate.key === block.key);
    const following = blocks[index + 1];
    if (following) return setSelectedKey(following.key);
    const added = nextDraft(block);
    setBlocks((current) => [...current, added]);
    setSelectedKey(added.key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    onNotice(null);
    if (videos.isUploading) return onNotice({ tone: "error", message: t("routines.video.waitForUpload") });
    // A block with nothing typed but its times is a placeholder, not part of the routine.
    const sent = blocks.filter((block) => !isBlank(block));
    const result = routineBodySchema.safeParse({ title, notes, blocks: sent.map(fromDraft) });
    if (!result.success) return showIssues(result.error.issues, sent);
    try {
      await save.mutateAsync({ date, body: result.data });
      onNotice({ tone: "success", message: t("routines.messages.saved") });
    } catch (error) {
      const fields = error instanceof ApiError ? error.details?.fields : undefined;
      if (fields)
        showIssues(
          Object.entries(fields).map(([path, message]) => ({
            path: path.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
            message,
          })),
          sent,
        );
      onNotice({ tone: "error", message: t("routines.errors.save") });
    }
  };

  const deleteRoutine = async () => {
    onNotice(null);
    try {
      await remove.mutateAsync(date);
      onNotice({ tone: "success", message: t("routines.messages.deleted") });
    } catch {
      onNotice({ tone: "error", message: t("routines.errors.delete") });
    } finally {
      setConfirming(null);
    }
  };

  const copyFromYesterday = async () => {
    onNotice(null);
    try {
      await copy.mutateAsync(date);
      onNotice({ tone: "success", message: t("routines.messages.copied") });
    } catch (error) {
      const isMissing = error instanceof ApiError && error.code === "no_routine_yesterday";
      onNotice({ tone: "error", message: t(isMissing ? "routines.errors.noYesterday" : "routines.errors.copy") });
    } finally {
      setConfirming(null);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => (hasContent ? setConfirming("copy") : void copyFromYesterday())}
          isLoading={copy.isPending}
        >
          {t("routines.editor.copy")}
        </Button>
        {routine && (
          <Button variant="ghost" size="sm" onClick={() => setConfirming("delete")}>
            {t("routines.editor.delete")}
          </Button>
        )}
      </div>
      <div className="grid gap-4">
        <TextField
          label={t("routines.editor.titleLabel")}
          placeholder={t("routines.editor.titlePlaceholder")}
          value={title}
          maxLength={120}
          onChange={(event) => setTitle(event.target.value)}
          error={fieldErrors.title}
        />
        <TextAreaField
          label={t("routines.editor.notesLabel")}
          value={notes}
          rows={3}
          maxLength={2000}
          onChange={(event) => setNotes(event.target.value)}
          error={fieldErrors.notes}
        />
      </div>
      <BlockList
        blocks={blocks}
        selectedKey={selectedKey}
        invalidKeys={
          new Set(
            Object.entries(blockErrors)
              .filter(([, errors]) => Object.keys(errors).length > 0)
              .map(([key]) => key),
          )
        }
        onSelect={(key) => setSelectedKey((current) => (current === key ? null : key))}
        onAdd={addBlock}
        editor={
          selected && (
            <BlockEditor
              block={selected}
              number={selectedIndex + 1}
              total={blocks.length}
              errors={blockErrors[selected.key] ?? {}}
              onChange={(changes) => updateBlock(selected.key, changes)}
              onSaveAndNext={() => saveAndNext(selected)}
              onRemove={() => removeBlock(selected.key)}
              video={{
                state: videos.states[selected.key],
                // A video is served once a saved routine uses it; a fresh upload has no preview until then.
                previewSrc:
                  selected.videoUploadId && username && videos.states[selected.key]?.step !== "done"
                    ? routineVideoPath(username, selected.videoUploadId)
                    : undefined,
                onChoose: (file) => videos.start(selected.key, file),
                onCancel: () => videos.clear(selected.key),
                onRemove: () => {
                  videos.clear(selected.key);
                  updateBlock(selected.key, { videoUploadId: undefined });
                },
              }}
            />
          )
        }
      />
      <div className="flex justify-end border-t border-slate-200 pt-4">
        <Button type="submit" isLoading={save.isPending}>
          {t("routines.editor.save")}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirming === "delete"}
        title={t("routines.confirmDelete.title")}
        confirmLabel={t("routines.confirmDelete.confirm")}
        keepLabel={t("common.cancel")}
        tone="danger"
        isPending={remove.isPending}
        onConfirm={() => void deleteRoutine()}
        onClose={() => setConfirming(null)}
      >
        <p>{t("routines.confirmDelete.body")}</p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={confirming === "copy"}
        title={t("routines.confirmCopy.title")}
        confirmLabel={t("routines.confirmCopy.confirm")}
        keepLabel={t("common.cancel")}
        isPending={copy.isPending}
        onConfirm={() => void copyFromYesterday()}
        onClose={() => setConfirming(null)}
      >
        <p>{t("routines.confirmCopy.body")}</p>
      </ConfirmDialog>
    </form>
  );
}
