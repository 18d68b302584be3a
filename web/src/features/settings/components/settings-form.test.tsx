import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import "@/lib/i18n";
import {
  SettingsForm,
  type SettingsSaveResult,
} from "@/features/settings/components/settings-form";
import type { ScreenSettings } from "@/features/settings/api/settings-fields";

const initial: ScreenSettings = {
  organizationName: "Demo Organisation",
  timezone: "GMT+01:00",
  isEmailAuthEnabled: true,
  isGoogleAuthEnabled: false,
  isMicrosoftAuthEnabled: false,
  sendDailyRemindersForLateTasksViaSMS: false,
  sendWeeklyRemindersViaEmail: true,
  tasksLookAheadDays: 7,
  isTwoFactorRequired: false,
};

function setup(
  onSave = vi.fn(async (): Promise<SettingsSaveResult> => ({ saved: initial, errors: [] })),
) {
  render(<SettingsForm initial={initial} onSave={onSave} />);
  return { user: userEvent.setup(), onSave };
}

describe("SettingsForm", () => {
  it("explains the reminders: Monday 07:00, and nothing for a person with nothing due or late", () => {
    setup();
    expect(
      screen.getByText(/Nothing is sent to a person with nothing due and nothing late\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/Every Monday at 07:00/)).toBeInTheDocument();
  });

  it("refuses an empty organisation name on its field without calling the server", async () => {
    const { user, onSave } = setup();
    await user.clear(screen.getByLabelText("Organisation name"));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Organisation name is required.")).toBeInTheDocument();
    expect(screen.getByLabelText("Organisation name")).toHaveAttribute("aria-invalid", "true");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("refuses to turn off the last sign-in method", async () => {
    const { user, onSave } = setup();
    await user.click(screen.getByRole("switch", { name: "Email and password" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(
      await screen.findByText(
        "At least one sign-in method must stay on, or no admin could sign in.",
      ),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("sends every field, with what the person changed", async () => {
    const { user, onSave } = setup();
    await user.click(screen.getByRole("switch", { name: "Google" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]).toEqual([{ ...initial, isGoogleAuthEnabled: true }]);
  });

  it("shows server field errors on their fields and keeps what was typed", async () => {
    const onSave = vi.fn(
      async (): Promise<SettingsSaveResult> => ({
        errors: [
          { field: "organizationName", message: "Only an admin can rename the organisation." },
          {
            field: "timezone",
            message: "Time zone must be written like GMT+05:30, from GMT-12:00 to GMT+14:00.",
          },
        ],
      }),
    );
    const { user } = setup(onSave);
    const name = screen.getByLabelText("Organisation name");
    await user.clear(name);
    await user.type(name, "Renamed Ltd");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(
      await screen.findByText("Only an admin can rename the organisation."),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Time zone must be written like GMT+05:30, from GMT-12:00 to GMT+14:00."),
    ).toBeInTheDocument();
    expect(name).toHaveValue("Renamed Ltd");
  });

  it("turns on the two-factor rule, and shows the server's refusal beside it", async () => {
    const message =
      "Turn on two-factor sign-in for yourself (in your profile) and sign in with your code before requiring it of others.";
    const { user, onSave } = setup(
      vi.fn(async () => ({ errors: [{ field: "isTwoFactorRequired", message }] })),
    );
    await user.click(
      screen.getByRole("switch", { name: "Admins and Managers must use two-factor" }),
    );
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(onSave.mock.calls[0]).toEqual([{ ...initial, isTwoFactorRequired: true }]);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("shows an error for a field the form does not know above the form", async () => {
    const { user } = setup(
      vi.fn(
        async (): Promise<SettingsSaveResult> => ({
          errors: [{ field: "other", message: "Something else is wrong." }],
        }),
      ),
    );
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Something else is wrong.");
  });

  it("keeps the input when saving throws", async () => {
    const { user } = setup(
      vi.fn(async (): Promise<SettingsSaveResult> => Promise.reject(new Error("Forbidden"))),
    );
    const name = screen.getByLabelText("Organisation name");
    await user.type(name, " 2");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Save changes" })).toBeEnabled());
    expect(name).toHaveValue("Demo Organisation 2");
  });

  describe("the tasks card's look-ahead", () => {
    const LABEL = "Tasks card looks ahead (days)";
    const RANGE = "Enter a whole number of days from 1 to 366.";

    it.each(["0", "367", "2.5", ""])(
      "refuses %j on its field without calling the server",
      async (typed) => {
        const { user, onSave } = setup();
        const field = screen.getByLabelText(LABEL);
        await user.clear(field);
        if (typed) await user.type(field, typed);
        await user.click(screen.getByRole("button", { name: "Save changes" }));
        expect(await screen.findByText(RANGE)).toBeInTheDocument();
        expect(field).toHaveAttribute("aria-invalid", "true");
        expect(onSave).not.toHaveBeenCalled();
      },
    );

    it.each([
      ["1", 1],
      ["366", 366],
      ["30", 30],
    ])("sends %s days as the number %i", async (typed, days) => {
      const { user, onSave } = setup();
      const field = screen.getByLabelText(LABEL);
      expect(field).toHaveValue(7);
      await user.clear(field);
      await user.type(field, typed);
      await user.click(screen.getByRole("button", { name: "Save changes" }));
      await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
      expect(onSave.mock.calls[0]).toEqual([{ ...initial, tasksLookAheadDays: days }]);
    });

    it("shows the server's field error on the field", async () => {
      const message = "tasksLookAheadDays must be from 1 to 366.";
      const { user } = setup(
        vi.fn(
          async (): Promise<SettingsSaveResult> => ({
            errors: [{ field: "tasksLookAheadDays", message }],
          }),
        ),
      );
      await user.click(screen.getByRole("button", { name: "Save changes" }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByLabelText(LABEL)).toHaveAttribute("aria-invalid", "true");
    });
  });
});
