import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import "@/lib/i18n";
import { useConfiguredProviders } from "@/features/auth/api/auth-providers";
import LoginRoute from "@/features/auth/routes/login-route";
import { graphqlRequest } from "@/lib/graphql-client";
import { completeSignIn as signIn } from "@/lib/session/sign-in";
import { authClient, getAccessToken, sessionNeedsSecondFactor } from "@/lib/supabase";
import { standIn } from "@/test/module-mocks";

const graphql = vi.fn();
standIn(graphqlRequest, (...args) => graphql(...args));
const signInWithPassword = vi.fn();
const signInWithOAuth = vi.fn();
const initialize = vi.fn();
const authClientFor = vi.fn();
// supabase-js auth.mfa, as the second sign-in step uses it.
const listFactors = vi.fn();
const challengeAndVerify = vi.fn();
const signOut = vi.fn();
const refreshSession = vi.fn();
let needsCode = false;
standIn(sessionNeedsSecondFactor, async () => needsCode);
standIn(authClient, (tenant) => {
  authClientFor(tenant);
  return {
    auth: {
      signInWithPassword: (a: unknown) => signInWithPassword(a),
      signInWithOAuth: (a: unknown) => signInWithOAuth(a),
      initialize: () => initialize(),
      signOut: (a: unknown) => signOut(a),
      refreshSession: () => refreshSession(),
      mfa: {
        listFactors: () => listFactors(),
        challengeAndVerify: (a: unknown) => challengeAndVerify(a),
      },
    },
  };
});
standIn(getAccessToken, async () => null);
// What the auth server has set up (GET /auth/v1/settings `external`).
let configured = { google: true, azure: true };
standIn(useConfiguredProviders, () => ({ isPending: false, data: configured }));
const completeSignIn = vi.fn();
standIn(signIn, (tenant) => completeSignIn(tenant));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/login/:tenant?", element: <LoginRoute /> },
      { path: "/", element: <p>home</p> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

const options = (overrides: Record<string, boolean> = {}) => ({
  tenantLoginOptions: {
    organizationName: "Demo Co",
    isEmailAuthEnabled: true,
    isGoogleAuthEnabled: false,
    isMicrosoftAuthEnabled: false,
    ...overrides,
  },
});

beforeEach(() => {
  graphql.mockReset();
  signInWithPassword.mockReset();
  signInWithOAuth.mockReset();
  completeSignIn.mockReset();
  initialize.mockReset();
  configured = { google: true, azure: true };
  needsCode = false;
  listFactors.mockReset();
  challengeAndVerify.mockReset();
  signOut.mockReset();
  refreshSession.mockReset();
});

describe("LoginRoute", () => {
  it("says so for an unknown organisation", async () => {
    graphql.mockResolvedValue({ tenantLoginOptions: null });
    renderAt("/login/nosuch");
    expect(await screen.findByText("Unknown organisation")).toBeInTheDocument();
    expect(screen.queryByLabelText("Email")).not.toBeInTheDocument();
    expect(graphql.mock.calls[0]?.[1]).toEqual({ tenant: "nosuch" });
  });

  it("offers only the methods the organisation enables", async () => {
    graphql.mockResolvedValue(options({ isEmailAuthEnabled: false, isMicrosoftAuthEnabled: true }));
    renderAt("/login/demo");
    expect(
      await screen.findByRole("button", { name: "Continue with Microsoft" }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText("Email")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Continue with Google" })).not.toBeInTheDocument();
  });

  it("links to the forgot-password form of the same organisation", async () => {
    graphql.mockResolvedValue(options());
    renderAt("/login/demo");
    const link = await screen.findByRole("link", { name: "Forgot password?" });
    expect(link).toHaveAttribute("href", "/auth/forgot-password?tenant=demo");
  });

  it("validates the form before asking the server", async () => {
    graphql.mockResolvedValue(options());
    const { user } = renderAt("/login/demo");
    await user.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Enter your email address.")).toBeInTheDocument();
    expect(screen.getByText("Enter your password.")).toBeInTheDocument();
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it("shows the server's message for a wrong password or too many attempts", async () => {
    graphql.mockResolvedValue(options());
    signInWithPassword.mockResolvedValueOnce({ error: { message: "Invalid login credentials" } });
    signInWithPassword.mockResolvedValueOnce({
      error: { message: "Too many attempts, try again in 60 seconds" },
    });
    const { user } = renderAt("/login/demo");
    await user.type(await screen.findByLabelText("Email"), "a@demo.test");
    await user.type(screen.getByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid login credentials");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(
      await screen.findByText("Too many attempts, try again in 60 seconds"),
    ).toBeInTheDocument();
    expect(completeSignIn).not.toHaveBeenCalled();
  });

  it("after sign-in completes the session for the tenant and goes to /", async () => {
    graphql.mockResolvedValue(options());
    signInWithPassword.mockResolvedValue({ error: null });
    completeSignIn.mockResolvedValue(true);
    const { user, router } = renderAt("/login/demo");
    await user.type(await screen.findByLabelText("Email"), "a@demo.test");
    await user.type(screen.getByLabelText("Password"), "right");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("home")).toBeInTheDocument();
    expect(signInWithPassword).toHaveBeenCalledWith({ email: "a@demo.test", password: "right" });
    // The session is kept under that organisation's own storage key.
    expect(authClientFor).toHaveBeenLastCalledWith("demo");
    expect(completeSignIn).toHaveBeenCalledWith("demo");
    expect(router.state.location.pathname).toBe("/");
  });

  it("stays on login when the person cannot be loaded after sign-in", async () => {
    graphql.mockResolvedValue(options());
    signInWithPassword.mockResolvedValue({ error: null });
    completeSignIn.mockResolvedValue(false);
    const { user, router } = renderAt("/login/demo");
    await user.type(await screen.findByLabelText("Email"), "a@demo.test");
    await user.type(screen.getByLabelText("Password"), "right");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await vi.waitFor(() => expect(completeSignIn).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe("/login/demo");
  });

  it("sends Microsoft sign-in to Supabase's azure provider, returning to this tenant's login", async () => {
    graphql.mockResolvedValue(options({ isMicrosoftAuthEnabled: true }));
    signInWithOAuth.mockResolvedValue({ error: null });
    const { user } = renderAt("/login/demo");
    await user.click(await screen.findByRole("button", { name: "Continue with Microsoft" }));
    expect(signInWithOAuth).toHaveBeenCalledWith({
      provider: "azure",
      options: { redirectTo: `${window.location.origin}/login/demo` },
    });
  });

  it("asks for the organisation when the path has none, prefilled from last-tenant", async () => {
    localStorage.setItem("last-tenant", "acme");
    graphql.mockResolvedValue(options());
    const { user, router } = renderAt("/login");
    const field = await screen.findByLabelText("Organisation");
    expect(field).toHaveValue("acme");
    await user.clear(field);
    await user.type(field, "Not Valid!");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(
      await screen.findByText("Organisation names use lower-case letters, digits and dashes."),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, "demo");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/login/demo"));
    await vi.waitFor(() =>
      expect(graphql).toHaveBeenCalledWith(expect.any(String), { tenant: "demo" }),
    );
  });

  it("offers a provider only when the auth server has it set up", async () => {
    configured = { google: false, azure: true };
    graphql.mockResolvedValue(options({ isGoogleAuthEnabled: true, isMicrosoftAuthEnabled: true }));
    renderAt("/login/demo");
    expect(
      await screen.findByRole("button", { name: "Continue with Microsoft" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Continue with Google" })).not.toBeInTheDocument();
  });

  it("back from the provider with a code the server refuses: shows why", async () => {
    graphql.mockResolvedValue(options({ isGoogleAuthEnabled: true }));
    initialize.mockResolvedValue({
      error: { message: "invalid flow state, flow state has expired" },
    });
    const { router } = renderAt("/login/demo?code=abc");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "invalid flow state, flow state has expired",
    );
    expect(authClientFor).toHaveBeenCalledWith("demo");
    await vi.waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("back from the provider with an error: shows it and clears the address", async () => {
    graphql.mockResolvedValue(options({ isGoogleAuthEnabled: true }));
    initialize.mockResolvedValue({
      error: { message: "Google has not verified the email address a@demo.test" },
    });
    const { router } = renderAt("/login/demo?error=access_denied&error_description=x");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Google has not verified the email address a@demo.test",
    );
    expect(completeSignIn).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.pathname).toBe("/login/demo");
  });

  describe("with two-factor sign-in on for the account", () => {
    async function signInWithPasswordFirst() {
      graphql.mockResolvedValue(options());
      signInWithPassword.mockImplementation(async () => {
        // The password session is aal1 while the account has a verified factor.
        needsCode = true;
        return { error: null };
      });
      listFactors.mockResolvedValue({ data: { totp: [{ id: "factor-1" }] }, error: null });
      const rendered = renderAt("/login/demo");
      await rendered.user.type(await screen.findByLabelText("Email"), "a@demo.test");
      await rendered.user.type(screen.getByLabelText("Password"), "right");
      await rendered.user.click(screen.getByRole("button", { name: "Sign in" }));
      return rendered;
    }

    it("asks for the code after the password, and only then signs in", async () => {
      challengeAndVerify.mockResolvedValue({ error: null });
      completeSignIn.mockResolvedValue(true);
      const { user, router } = await signInWithPasswordFirst();
      const code = await screen.findByLabelText("Authentication code");
      expect(completeSignIn).not.toHaveBeenCalled();
      await user.type(code, "123 456");
      await user.click(screen.getByRole("button", { name: "Verify" }));
      expect(await screen.findByText("home")).toBeInTheDocument();
      expect(challengeAndVerify).toHaveBeenCalledWith({ factorId: "factor-1", code: "123456" });
      expect(completeSignIn).toHaveBeenCalledWith("demo");
      expect(router.state.location.pathname).toBe("/");
    });

    it("checks the code's form, and shows a wrong code in plain words", async () => {
      challengeAndVerify.mockResolvedValue({
        error: { code: "mfa_verification_failed", message: "Invalid TOTP code entered" },
      });
      const { user } = await signInWithPasswordFirst();
      const code = await screen.findByLabelText("Authentication code");
      await user.type(code, "12ab");
      await user.click(screen.getByRole("button", { name: "Verify" }));
      expect(
        await screen.findByText("Enter the 6-digit code from your authenticator app."),
      ).toBeInTheDocument();
      expect(challengeAndVerify).not.toHaveBeenCalled();
      await user.clear(code);
      await user.type(code, "654321");
      await user.click(screen.getByRole("button", { name: "Verify" }));
      expect(await screen.findByRole("alert")).toHaveTextContent("That code is not right.");
      expect(completeSignIn).not.toHaveBeenCalled();
    });

    it("another account: signs the half-finished session out and shows the form again", async () => {
      const { user } = await signInWithPasswordFirst();
      await user.click(await screen.findByRole("button", { name: "Use another account" }));
      expect(signOut).toHaveBeenCalledWith({ scope: "local" });
      expect(await screen.findByLabelText("Email")).toBeInTheDocument();
    });

    it("a factor removed meanwhile: the session is refreshed and no code is asked", async () => {
      needsCode = true;
      graphql.mockResolvedValue(options());
      listFactors.mockResolvedValue({ data: { totp: [] }, error: null });
      renderAt("/login/demo");
      await vi.waitFor(() => expect(refreshSession).toHaveBeenCalled());
      expect(screen.queryByLabelText("Authentication code")).not.toBeInTheDocument();
      expect(await screen.findByLabelText("Email")).toBeInTheDocument();
    });

    it("coming back to login before giving the code asks for it", async () => {
      needsCode = true;
      graphql.mockResolvedValue(options());
      listFactors.mockResolvedValue({ data: { totp: [{ id: "factor-1" }] }, error: null });
      renderAt("/login/demo");
      expect(await screen.findByLabelText("Authentication code")).toBeInTheDocument();
    });
  });
});
