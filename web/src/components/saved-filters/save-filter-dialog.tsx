import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/form-field";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-errors";
import { notifySuccess } from "@/lib/notify";
import { useCreateFilter } from "./api/create-filter";
import type { FilterEntity } from "./api/filter-fields";

export const FILTER_NAME_MAX = 200;

/** Saves the current terms as a named filter; private (only me) by default. */
export function SaveFilterDialog({
  open,
  onOpenChange,
  entity,
  terms,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entity: FilterEntity;
  terms: readonly string[];
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <SaveFilterForm entity={entity} terms={terms} onDone={() => onOpenChange(false)} />
      ) : null}
    </Dialog>
  );
}

function SaveFilterForm({
  entity,
  terms,
  onDone,
}: {
  entity: FilterEntity;
  terms: readonly string[];
  onDone: () => void;
}) {
  const [name, setName] = useState("");
  const [isPrivate, setPrivate] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateFilter();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError("Name is required.");
      return;
    }
    try {
      const saved = await create.mutateAsync({
        name: trimmed,
        associatedEntity: entity,
        private: isPrivate,
        criteria: [...terms],
      });
      notifySuccess(`Filter "${saved.name}" saved`);
      onDone();
    } catch (failure) {
      // The dialog stays open with what was typed.
      setError(errorMessage(failure, "Saving failed."));
    }
  }

  return (
    <DialogContent onInteractOutside={(event) => name.trim() && event.preventDefault()}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <DialogHeader>
          <DialogTitle>Save filter</DialogTitle>
          <DialogDescription>
            {terms.length === 1 ? "1 term" : `${terms.length} terms`}: {terms.join(" · ")}
          </DialogDescription>
        </DialogHeader>
        <Field label="Name" error={error ?? undefined}>
          <Input
            value={name}
            maxLength={FILTER_NAME_MAX}
            autoFocus
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
          />
        </Field>
        <Field
          label="Private"
          hint="Only you see a private filter; otherwise the whole organisation does."
          layout="switch"
        >
          <Checkbox
            checked={isPrivate}
            onCheckedChange={(checked) => setPrivate(checked === true)}
          />
        </Field>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? (
              <Spinner label="Saving" className="size-4 text-primary-foreground" />
            ) : null}
            Save filter
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
