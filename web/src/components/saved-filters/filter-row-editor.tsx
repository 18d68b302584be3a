import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/form-field";
import { errorMessage } from "@/lib/api-errors";
import { notifySuccess } from "@/lib/notify";
import { useRemoveFilter } from "./api/remove-filter";
import type { SavedFilter } from "./api/filter-fields";
import { useUpdateFilter } from "./api/update-filter";
import { FILTER_NAME_MAX } from "./save-filter-dialog";

/** Rename / private / delete of one saved filter, in place in the manage list. */
export function FilterRowEditor({ filter, onDone }: { filter: SavedFilter; onDone: () => void }) {
  const [name, setName] = useState(filter.name);
  const [isPrivate, setPrivate] = useState(filter.private);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateFilter();
  const remove = useRemoveFilter();
  const busy = update.isPending || remove.isPending;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError("Name is required.");
    try {
      await update.mutateAsync({ id: filter.id, name: trimmed, private: isPrivate });
      notifySuccess(`Filter "${trimmed}" updated`);
      onDone();
    } catch (failure) {
      setError(errorMessage(failure, "Saving failed."));
    }
  }

  async function destroy() {
    try {
      if (await remove.mutateAsync(filter.id)) {
        notifySuccess(`Filter "${filter.name}" deleted`);
        onDone();
      } else {
        setError("The filter could not be deleted.");
      }
    } catch (failure) {
      setError(errorMessage(failure, "Deleting failed."));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="grid gap-2.5">
      <Field label="Name" className="gap-1.5">
        <Input
          value={name}
          maxLength={FILTER_NAME_MAX}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        />
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <Checkbox checked={isPrivate} onCheckedChange={(checked) => setPrivate(checked === true)} />
        Private (only the owner sees it)
      </label>
      {error ? (
        <p role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {confirming ? (
          <span className="flex items-center gap-2 text-sm">
            Delete “{filter.name}”?
            <Button size="sm" variant="destructive" disabled={busy} onClick={() => void destroy()}>
              Delete
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Keep
            </Button>
          </span>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={() => setConfirming(true)}
          >
            Delete…
          </Button>
        )}
        <span className="flex gap-1">
          <Button size="sm" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button size="sm" type="submit" disabled={busy}>
            Save
          </Button>
        </span>
      </div>
    </form>
  );
}
