import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { Sheet } from "@/components/ui/sheet";
import { FormSheet } from "./form-sheet";

function Harness({
  onSubmit,
  onCancel = () => {},
}: {
  onSubmit: (values: { name: string }) => Promise<void>;
  onCancel?: () => void;
}) {
  const form = useForm<{ name: string }>({ defaultValues: { name: "" } });
  return (
    <Sheet open>
      <FormSheet
        form={form}
        title="Add thing"
        description="A thing."
        submitLabel="Add thing"
        onCancel={onCancel}
        onSubmit={async (values) => {
          try {
            await onSubmit(values);
          } catch (error) {
            form.setError("root.server", { type: "server", message: (error as Error).message });
          }
        }}
      >
        <label>
          Name
          <input {...form.register("name")} />
        </label>
      </FormSheet>
    </Sheet>
  );
}

describe("FormSheet", () => {
  it("names the dialog, submits the values and shows a busy submit button meanwhile", async () => {
    let finish!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((r) => (finish = r)));
    render(<Harness onSubmit={onSubmit} />);
    expect(screen.getByRole("dialog", { name: "Add thing" })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Name"), "Lisbon");
    await userEvent.click(screen.getByRole("button", { name: "Add thing" }));
    expect(onSubmit).toHaveBeenCalledWith({ name: "Lisbon" });
    await waitFor(() => expect(screen.getByRole("button", { name: /Add thing/ })).toBeDisabled());
    finish();
    await waitFor(() => expect(screen.getByRole("button", { name: /Add thing/ })).toBeEnabled());
  });

  it("shows a server refusal as an alert and cancels through onCancel", async () => {
    const onCancel = vi.fn();
    render(<Harness onSubmit={() => Promise.reject(new Error("Taken"))} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole("button", { name: "Add thing" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Taken");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
