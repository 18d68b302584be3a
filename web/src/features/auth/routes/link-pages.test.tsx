import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import "@/lib/i18n";

import { linkClient } from "@/features/auth/api/link-client";
import ConfirmEmailRoute from "@/features/auth/routes/confirm-email-route";
import ForgotPasswordRoute from "@/features/auth/routes/forgot-password-route";
import SetPasswordRoute from "@/features/auth/routes/set-password-route";
import { notifySuccess as notify } from "@/lib/notify";
import { authClient } from "@/lib/supabase";
import { standIn } from "@/test/module-mocks";

const verifyOtp = vi.fn();
const updateUser = vi.fn();
const signOut = vi.fn();
const getSession = vi.fn();
const resetPasswordForEmail = vi.fn();
standIn(linkClient, () => ({
  auth: {
    verifyOtp: (a: unknown) => verifyOtp(a),
    updateUser: (a: unknown) => updateUser(a),
    signOut: (a: unknown) => signOut(a),
    getSession: () => getSession(),
    resetPasswordForEmail: (e: unknown, o: unknown) => resetPasswordForEmail(e, o),
  },
}));
const notifySuccess = vi.fn();
standIn(notify, (m) => notifySuccess(m));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/auth/set-password", element: <SetPasswordRoute /> },
      { path: "/auth/forgot-password", element: <ForgotPasswordRoute /> },
      { path: "/auth/confirm", element: <ConfirmEmailRoute /> },
      { path: "/login/:tenant?", element: <p>login page</p> },
      { path: "/tenant-OtrEF", element: <p>organisation page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const ok = { data: {}, error: null };
const dead = { data: {}, error: { message: "Email link is invalid or has expired" } };

beforeEach(() => {
  for (const fn of [verifyOtp, updateUser, signOut, resetPasswordForEmail, notifySuccess]) {
    fn.mockReset();
  }
  signOut.mockResolvedValue({ error: null });
});

async function choosePassword(user: ReturnType<typeof userEvent.setup>, a: string, b = a) {
  await user.type(screen.getByLabelText("New password"), a);
  await user.type(screen.getByLabelText("Repeat the password"), b);
  await user.click(screen.getByRole("button", { name: "Set my password" }));
}

describe("SetPasswordRoute", () => {
  it("accepts an invitation: uses the link, sets the password, then sends to the tenant's login", async () => {
    verifyOtp.mockResolvedValue(ok);
    updateUser.mockResolvedValue(ok);
    const { user, router } = renderAt("/auth/set-password?token_hash=abc&type=invite&tenant=acme");
    expect(screen.getByRole("heading", { name: "Accept your invitation" })).toBeInTheDocument();
    await choosePassword(user, "a good password");
    expect(await screen.findByText("login page")).toBeInTheDocument();
    expect(verifyOtp).toHaveBeenCalledWith({ token_hash: "abc", type: "invite" });
    expect(updateUser).toHaveBeenCalledWith({ password: "a good password" });
    expect(signOut).toHaveBeenCalledWith({ scope: "local" });
    expect(router.state.location.pathname).toBe("/login/acme");
    expect(notifySuccess).toHaveBeenCalledWith("Your password is set. Sign in with it.");
  });

  it("checks the two passwords before using the link", async () => {
    const { user } = renderAt("/auth/set-password?token_hash=abc&type=recovery&tenant=acme");
    await choosePassword(user, "a good password", "another one");
    expect(await screen.findByText("The two passwords differ.")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("New password"));
    await user.type(screen.getByLabelText("New password"), "123");
    await user.click(screen.getByRole("button", { name: "Set my password" }));
    expect(await screen.findByText("Use at least 6 characters.")).toBeInTheDocument();
    expect(verifyOtp).not.toHaveBeenCalled();
  });

  it("a used or expired reset link: a clear error and a way to ask again, no password change", async () => {
    verifyOtp.mockResolvedValue(dead);
    const { user } = renderAt("/auth/set-password?token_hash=old&type=recovery&tenant=acme");
    expect(screen.getByRole("heading", { name: "Choose a new password" })).toBeInTheDocument();
    await choosePassword(user, "a good password");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This link is invalid, already used or expired.",
    );
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
      "href",
      "/auth/forgot-password?tenant=acme",
    );
    expect(updateUser).not.toHaveBeenCalled();
  });

  it("after a refused password, a retry does not spend the link again", async () => {
    verifyOtp.mockResolvedValue(ok);
    updateUser.mockResolvedValueOnce({ data: {}, error: { message: "Password is too weak" } });
    updateUser.mockResolvedValueOnce(ok);
    const { user } = renderAt("/auth/set-password?token_hash=abc&type=recovery");
    await choosePassword(user, "a good password");
    expect(await screen.findByRole("alert")).toHaveTextContent("Password is too weak");
    await user.click(screen.getByRole("button", { name: "Set my password" }));
    expect(await screen.findByText("login page")).toBeInTheDocument();
    expect(verifyOtp).toHaveBeenCalledTimes(1);
    expect(updateUser).toHaveBeenCalledTimes(2);
  });

  it("without a link, says where the page comes from", () => {
    renderAt("/auth/set-password");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "This page opens from the link in your mail.",
    );
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
  });
});

describe("ForgotPasswordRoute", () => {
  it("asks for a reset link that opens the set-password page of the organisation", async () => {
    resetPasswordForEmail.mockResolvedValue({ data: {}, error: null });
    const { user } = renderAt("/auth/forgot-password?tenant=acme");
    await user.type(screen.getByLabelText("Email"), "ann@acme.test");
    await user.click(screen.getByRole("button", { name: "Send the link" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "If an account uses ann@acme.test, a link to choose a new password is on its way.",
    );
    expect(resetPasswordForEmail).toHaveBeenCalledWith("ann@acme.test", {
      redirectTo: `${window.location.origin}/auth/set-password?tenant=acme`,
    });
    expect(screen.getByRole("link", { name: "Back to sign in" })).toHaveAttribute(
      "href",
      "/login/acme",
    );
  });

  it("validates the address first", async () => {
    const { user } = renderAt("/auth/forgot-password");
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send the link" }));
    expect(await screen.findByText("Enter a valid email address.")).toBeInTheDocument();
    expect(resetPasswordForEmail).not.toHaveBeenCalled();
  });
});

describe("ConfirmEmailRoute", () => {
  const session = { access_token: "at", refresh_token: "rt" };
  const setSession = vi.fn();
  beforeEach(() => {
    setSession.mockReset();
    setSession.mockResolvedValue({ error: null });
    getSession.mockReset();
    getSession.mockResolvedValue({ data: { session } });
    standIn(authClient, () => ({ auth: { setSession: (a: unknown) => setSession(a) } }));
  });

  async function confirmWith(user: ReturnType<typeof userEvent.setup>, a: string, b = a) {
    await user.type(screen.getByLabelText("New password"), a);
    await user.type(screen.getByLabelText("Repeat the password"), b);
    await user.click(screen.getByRole("button", { name: "Confirm my email" }));
  }

  it("uses the link only on submit, with the password chosen here, then sends to the tenant's login", async () => {
    verifyOtp.mockResolvedValue(ok);
    updateUser.mockResolvedValue(ok);
    const { user, router } = renderAt("/auth/confirm?token_hash=abc&type=signup&tenant=acme");
    expect(verifyOtp).not.toHaveBeenCalled();
    await confirmWith(user, "my own password");
    expect(await screen.findByText("login page")).toBeInTheDocument();
    expect(verifyOtp).toHaveBeenCalledWith({ token_hash: "abc", type: "signup" });
    expect(updateUser).toHaveBeenCalledWith({ password: "my own password" });
    expect(signOut).toHaveBeenCalledWith({ scope: "local" });
    expect(router.state.location.pathname).toBe("/login/acme");
    expect(setSession).not.toHaveBeenCalled();
  });

  it("with a next page of this site, continues there signed in", async () => {
    verifyOtp.mockResolvedValue(ok);
    updateUser.mockResolvedValue(ok);
    const { user, router } = renderAt(
      "/auth/confirm?token_hash=abc&type=signup&next=/tenant-OtrEF",
    );
    await confirmWith(user, "my own password");
    await waitFor(() => expect(router.state.location.pathname).toBe("/tenant-OtrEF"));
    expect(setSession).toHaveBeenCalledWith(session);
    expect(signOut).not.toHaveBeenCalled();
  });

  it("never continues to another site", async () => {
    verifyOtp.mockResolvedValue(ok);
    updateUser.mockResolvedValue(ok);
    const { user, router } = renderAt(
      "/auth/confirm?token_hash=abc&type=signup&next=//evil.example",
    );
    await confirmWith(user, "my own password");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(setSession).not.toHaveBeenCalled();
  });

  it("checks the two passwords before using the link", async () => {
    const { user } = renderAt("/auth/confirm?token_hash=abc&type=signup");
    await confirmWith(user, "my own password", "another");
    expect(await screen.findByText("The two passwords differ.")).toBeInTheDocument();
    expect(verifyOtp).not.toHaveBeenCalled();
  });

  it("a dead link says so", async () => {
    verifyOtp.mockResolvedValue(dead);
    const { user } = renderAt("/auth/confirm?token_hash=abc&type=signup&tenant=acme");
    await confirmWith(user, "my own password");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This link is invalid, already used or expired.",
    );
    expect(updateUser).not.toHaveBeenCalled();
  });
});
