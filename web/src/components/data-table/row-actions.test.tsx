import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { RowActions } from "./row-actions";

describe("RowActions", () => {
  it("names Edit and Delete after the row and calls their handlers", async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(<RowActions name="Operations lead" onEdit={onEdit} onDelete={onDelete} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Edit Operations lead" }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Delete Operations lead" }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it("leaves out an action without a handler (not allowed)", () => {
    render(<RowActions name="Accountant" onEdit={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Edit Accountant" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it("renders nothing when neither action is allowed", () => {
    const { container } = render(<RowActions name="Accountant" />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
