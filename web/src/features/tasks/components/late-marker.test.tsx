import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "@/lib/i18n";
import { TaskStateMarker } from "./late-marker";

const open = { is_late: false, is_missed: false, deleted: false };

describe("task state marker", () => {
  it("says Late, Missed or Skipped in words, and nothing for work not yet due", () => {
    const { rerender } = render(<TaskStateMarker task={{ ...open, is_late: true }} />);
    expect(screen.getByText("Late")).toBeInTheDocument();
    rerender(<TaskStateMarker task={{ ...open, is_missed: true }} />);
    expect(screen.getByText("Missed")).toBeInTheDocument();
    expect(screen.queryByText("Late")).not.toBeInTheDocument();
    expect(screen.getByText("Missed").closest("[title]")).toHaveAttribute(
      "title",
      expect.stringMatching(/lets undone work lapse/),
    );
    rerender(<TaskStateMarker task={{ ...open, deleted: true }} />);
    expect(screen.getByText("Skipped")).toBeInTheDocument();
    rerender(<TaskStateMarker task={open} />);
    expect(screen.queryByText(/Late|Missed|Skipped/)).not.toBeInTheDocument();
  });
});
