import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { graphqlRequest } from "@/lib/graphql-client";
import { notifySuccess } from "@/lib/notify";
import { authClient } from "@/lib/supabase";
import { standIn } from "@/test/module-mocks";
import { PersonTwoFactorCard } from "./person-two-factor-card";
import { TwoFactorCard } from "./two-factor-card";

// supabase-js's auth.mfa as the card calls it, answering like Supabase Auth.
const listFactors = vi.fn();
const enroll = vi.fn();
const unenroll = vi.fn();
const challengeAndVerify = vi.fn();
const refreshSession = vi.fn();
standIn(authClient, () => ({
  auth: {
    mfa: {
      listFactors: () => listFactors(),
      enroll: (a: unknown) => enroll(a),
      unenroll: (a: unknown) => unenroll(a),
      challengeAndVerify: (a: unknown) => challengeAndVerify(a),
    },
    refreshSession: () => refreshSession(),
  },
}));
const success = vi.fn();
standIn(notifySuccess, (message) => success(message));
const request = vi.mocked(graphqlRequest);

type Factor = { id: string; status: "verified" | "unverified"; updated_at: string };
let factors: Factor[] = [];
function serveFactors() {
  listFactors.mockImplementation(async () => ({
    data: { all: factors, totp: factors.filter((f) => f.status === "verified") },
    error: null,
  }));
}

function renderCard(card: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{card}</QueryClientProvider>);
  return userEvent.setup();
}

beforeEach(() => {
  factors = [];
  for (const fn of [listFactors, enroll, unenroll, challengeAndVerify, refreshSession, success]) {
    fn.mockReset();
  }
  request.mockReset();
  serveFactors();
});

describe("TwoFactorCard (own profile)", () => {
  it("turns two-factor on: QR code and key, then the first code confirms it", async () => {
    factors = [{ id: "stale", status: "unverified", updated_at: "2026-01-01T00:00:00Z" }];
    enroll.mockResolvedValue({
      data: {
        id: "f1",
        type: "totp",
        friendly_name: "Authenticator app",
        totp: {
          qr_code: "data:image/svg+xml;utf-8,<svg></svg>",
          secret: "JBSWY3DPEHPK3PXP",
          uri: "otpauth://totp/x",
        },
      },
      error: null,
    });
    unenroll.mockResolvedValue({ data: { id: "stale" }, error: null });
    challengeAndVerify.mockImplementation(async () => {
      factors = [{ id: "f1", status: "verified", updated_at: "2026-03-04T10:00:00Z" }];
      return { data: {}, error: null };
    });
    const user = renderCard(<TwoFactorCard />);
    await user.click(await screen.findByRole("button", { name: "Turn on two-factor" }));
    // The unconfirmed factor of an earlier attempt goes first.
    expect(unenroll).toHaveBeenCalledWith({ factorId: "stale" });
    expect(enroll).toHaveBeenCalledWith({ factorType: "totp", friendlyName: "Authenticator app" });
    const qr = await screen.findByRole("img", { name: /QR code/ });
    expect(qr).toHaveAttribute("src", "data:image/svg+xml;utf-8,<svg></svg>");
    expect(screen.getByText("JBSWY3DPEHPK3PXP")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Authentication code"), "123456");
    await user.click(screen.getByRole("button", { name: "Turn on" }));
    expect(await screen.findByText(/On since/)).toBeInTheDocument();
    expect(challengeAndVerify).toHaveBeenCalledWith({ factorId: "f1", code: "123456" });
    expect(success).toHaveBeenCalledWith("Two-factor sign-in is on");
  });

  it("a wrong code is shown in plain words and nothing is turned on", async () => {
    enroll.mockResolvedValue({
      data: { id: "f1", totp: { qr_code: "data:x", secret: "S", uri: "u" } },
      error: null,
    });
    challengeAndVerify.mockResolvedValue({
      data: null,
      error: { code: "mfa_verification_failed", message: "Invalid TOTP code entered" },
    });
    const user = renderCard(<TwoFactorCard />);
    await user.click(await screen.findByRole("button", { name: "Turn on two-factor" }));
    await user.type(await screen.findByLabelText("Authentication code"), "000000");
    await user.click(screen.getByRole("button", { name: "Turn on" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That code is not right.");
    expect(success).not.toHaveBeenCalled();
  });

  it("turns it off after asking, and refreshes the session", async () => {
    factors = [{ id: "f1", status: "verified", updated_at: "2026-03-04T10:00:00Z" }];
    unenroll.mockImplementation(async () => {
      factors = [];
      return { data: { id: "f1" }, error: null };
    });
    refreshSession.mockResolvedValue({ data: {}, error: null });
    const user = renderCard(<TwoFactorCard />);
    await user.click(await screen.findByRole("button", { name: "Turn off two-factor" }));
    expect(unenroll).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Turn off" }));
    expect(await screen.findByRole("button", { name: "Turn on two-factor" })).toBeInTheDocument();
    expect(unenroll).toHaveBeenCalledWith({ factorId: "f1" });
    expect(refreshSession).toHaveBeenCalled();
  });

  it("shows a failure to load in place, with a way to try again", async () => {
    listFactors.mockResolvedValueOnce({ data: null, error: new Error("Network down") });
    const user = renderCard(<TwoFactorCard />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Network down");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Turn on two-factor" })).toBeInTheDocument();
  });
});

describe("PersonTwoFactorCard (someone else's profile)", () => {
  function serve(hasTwoFactor: () => boolean, removed = vi.fn(async () => true)) {
    request.mockImplementation(async (document, variables) => {
      if (String(document).includes("query PersonTwoFactor(")) {
        return { user: { id: (variables as { id: number }).id, hasTwoFactor: hasTwoFactor() } };
      }
      if (String(document).includes("mutation RemoveUserTwoFactor(")) {
        return { removeUserTwoFactor: await removed() };
      }
      throw new Error("unexpected document");
    });
  }

  it("an Admin removes a person's two-factor after confirming", async () => {
    let on = true;
    serve(
      () => on,
      vi.fn(async () => {
        on = false;
        return true;
      }),
    );
    const user = renderCard(<PersonTwoFactorCard personId={7} name="Ada" canRemove />);
    expect(await screen.findByText(/On: signing in asks Ada/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove two-factor" }));
    await user.click(screen.getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Off.")).toBeInTheDocument();
    expect(request.mock.calls.some(([, v]) => (v as { id?: number })?.id === 7)).toBe(true);
    expect(success).toHaveBeenCalledWith("Ada's two-factor sign-in was removed");
  });

  it("a Manager sees whether it is on, without the remove button", async () => {
    serve(() => true);
    renderCard(<PersonTwoFactorCard personId={7} name="Ada" canRemove={false} />);
    expect(await screen.findByText(/On: signing in asks Ada/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove two-factor" })).not.toBeInTheDocument();
  });
});
