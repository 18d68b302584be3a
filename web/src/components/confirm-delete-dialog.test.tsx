import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDeleteDialog, type ConfirmDeleteDialogProps } from "./confirm-delete-dialog";

const ROLE_IN_USE = "Cant delete role while it is related to Processes";

function Harness(props: Partial<ConfirmDeleteDialogProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? "open" : "closed"}</p>
      <ConfirmDeleteDialog
        open={open}
        onOpenChange={setOpen}
        question="Are you sure that you want to delete Accountant?"
        onConfirm={() => Promise.resolve()}
        {...props}
      />
    </>
  );
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("ConfirmDeleteDialog", () => {
  it("shows the question, the default detail and Delete/Cancel", () => {
    render(<Harness />);
    const dialog = screen.getByRole("alertdialog");
    expect(dialog).toHaveTextContent("Are you sure that you want to delete Accountant?");
    expect(dialog).toHaveTextContent("This cannot be undone.");
    expect(within(dialog).getByRole("button", { name: "Delete" })).toBeEnabled();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeEnabled();
  });

  it("uses the given detail and confirm label", () => {
    render(<Harness detail="Their tasks stay." confirmLabel="Remove" />);
    const dialog = screen.getByRole("alertdialog");
    expect(dialog).toHaveTextContent("Their tasks stay.");
    expect(dialog).not.toHaveTextContent("This cannot be undone.");
    expect(within(dialog).getByRole("button", { name: "Remove" })).toBeInTheDocument();
  });

  it("stays open and busy until the server answers, then closes", async () => {
    const pending = deferred();
    const onConfirm = vi.fn(() => pending.promise);
    render(<Harness onConfirm={onConfirm} />);
    const user = userEvent.setup();
    const dialog = screen.getByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole("button", { name: /Delete/ })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();

    pending.resolve();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.getByText("closed")).toBeInTheDocument();
  });

  it("shows a refusal exactly, inside the dialog, when refusalOf is given", async () => {
    render(
      <Harness
        onConfirm={() => Promise.reject(new Error(`removeRole failed: ${ROLE_IN_USE} (FIN-001)`))}
        refusalOf={(error) =>
          error instanceof Error && error.message.includes(ROLE_IN_USE) ? ROLE_IN_USE : "other"
        }
      />,
    );
    const user = userEvent.setup();
    const dialog = screen.getByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    const refusal = await within(dialog).findByRole("alert");
    expect(refusal.textContent).toBe(ROLE_IN_USE);
    expect(within(dialog).getByRole("button", { name: "Delete" })).toBeEnabled();

    // Closing forgets the refusal, so it does not greet the next question.
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("without refusalOf a failure only keeps the dialog open for another try", async () => {
    const onConfirm = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error("Network down"))
      .mockResolvedValueOnce(true);
    render(<Harness onConfirm={onConfirm} />);
    const user = userEvent.setup();
    const dialog = screen.getByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Delete" })).toBeEnabled(),
    );
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent("Network down");

    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
