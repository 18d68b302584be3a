import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import "@/lib/i18n";
import OrganizationAddRoute from "@/features/organizations/routes/organization-add-route";
import { ApiError, graphqlRequest } from "@/lib/graphql-client";
import { completeSignIn as signIn } from "@/lib/session/sign-in";
import { getCurrentTenant } from "@/lib/session/tenant";
import { authClient, getAccessToken, moveSession as move } from "@/lib/supabase";
import { standIn } from "@/test/module-mocks";

const graphql = vi.fn();
standIn(graphqlRequest, (...args) => graphql(...args));
const sessions = new Map<string, { access_token: string; user: { email: string } } | null>();
const signUp = vi.fn();
const signInWithPassword = vi.fn();
const moveSession = vi.fn(async () => true);
standIn(authClient, (tenant) => ({
  auth: {
    getSession: async () => ({ data: { session: sessions.get(tenant ?? "") ?? null } }),
    signUp: (a: unknown) => signUp(a),
    signInWithPassword: (a: unknown) => signInWithPassword(a),
  },
}));
standIn(move, (...args: unknown[]) => moveSession(...(args as [])));
standIn(getAccessToken, async () => null);
const completeSignIn = vi.fn(async (_tenant: string) => true);
standIn(signIn, (tenant) => completeSignIn(tenant));
standIn(getCurrentTenant, () => null);

/** The operation a graphqlRequest call sent (the generated document's text). */
const operation = (call: unknown[]) => String(call[0]);

function answer({ taken = [] as string[] } = {}) {
  graphql.mockImplementation(async (doc: unknown, vars: Record<string, unknown>) => {
    if (String(doc).includes("isPrefixAvailable")) {
      const prefix = vars.prefix as string;
      return {
        isPrefixAvailable: taken.includes(prefix)
          ? { available: false, reason: "An organisation with this prefix already exists." }
          : { available: true, reason: null },
      };
    }
    const input = vars.input as { prefix: string; organization: string };
    return {
      createOrganization: { id: 7, prefix: input.prefix, organization: input.organization },
    };
  });
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: "/tenant-OtrEF", element: <OrganizationAddRoute /> },
      { path: "/", element: <p>home</p> },
      { path: "/login/:tenant", element: <p>login</p> },
    ],
    { initialEntries: ["/tenant-OtrEF"] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = await screen.findByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  }
}

beforeEach(() => {
  graphql.mockReset();
  signUp.mockReset();
  signInWithPassword.mockReset();
  moveSession.mockClear();
  completeSignIn.mockClear();
  sessions.clear();
  localStorage.clear();
});

describe("OrganizationAddRoute", () => {
  it("shows the signed-in founder and creates the organisation as them, then goes home", async () => {
    answer();
    sessions.set("", { access_token: "tok", user: { email: "me@example.test" } });
    const { router, user } = renderPage();
    expect(await screen.findByText("You, signed in as me@example.test")).toBeInTheDocument();
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
    await fill(user, { "Organisation name": "Acme", Prefix: "Acme" });
    expect(await screen.findByText("Available")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create organisation" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    const create = graphql.mock.calls.find((c) => operation(c).includes("createOrganization"))!;
    expect(create[1]).toEqual({
      input: { organization: "Acme", prefix: "acme", timezone: expect.stringMatching(/^GMT[+-]/) },
    });
    expect(create[2]).toMatchObject({
      token: "tok",
      tenant: null,
      headers: { "x-organization": "1" },
    });
    expect(moveSession).toHaveBeenCalledWith(null, "acme");
    expect(completeSignIn).toHaveBeenCalledWith("acme");
    expect(localStorage.getItem("organization-add-draft")).toBeNull();
  });

  it("says why a prefix cannot be used, as you type", async () => {
    answer({ taken: ["demo"] });
    const { user } = renderPage();
    await fill(user, { Prefix: "demo" });
    expect(
      await screen.findByText("An organisation with this prefix already exists."),
    ).toBeInTheDocument();
    await fill(user, { Prefix: "login" });
    expect(await screen.findByText("This prefix is reserved; choose another.")).toBeInTheDocument();
    await fill(user, { Prefix: "a_b" });
    expect(await screen.findByText(/2–32 lower-case letters/)).toBeInTheDocument();
    await fill(user, { Prefix: "xn--bcher-kva" });
    expect(await screen.findByText(/two dashes in a row \(such as xn--/)).toBeInTheDocument();
    await fill(user, { Prefix: "acme--corp" });
    expect(await screen.findByText(/two dashes in a row/)).toBeInTheDocument();
    // Only well-formed, unreserved prefixes ask the server.
    const asked = graphql.mock.calls.filter((c) => operation(c).includes("isPrefixAvailable"));
    expect(asked.map((c) => (c[1] as { prefix: string }).prefix)).toEqual(["demo"]);
  });

  it("validates the fields before anything is sent", async () => {
    answer();
    const { user } = renderPage();
    await screen.findByLabelText("Password");
    await user.click(screen.getByRole("button", { name: "Create organisation" }));
    expect(
      await screen.findByText("Enter the organisation's name (up to 200 characters)."),
    ).toBeInTheDocument();
    expect(screen.getByText("Enter your email address.")).toBeInTheDocument();
    expect(screen.getByText("Use at least 6 characters.")).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
    expect(graphql.mock.calls.some((c) => operation(c).includes("createOrganization"))).toBe(false);
  });

  it("shows a server refusal on its field and keeps what was typed", async () => {
    graphql.mockImplementation(async (doc: unknown) => {
      if (String(doc).includes("isPrefixAvailable")) {
        return { isPrefixAvailable: { available: true, reason: null } };
      }
      throw new ApiError(
        "An organisation with this prefix already exists.",
        "BAD_USER_INPUT",
        400,
        [
          {
            message: "An organisation with this prefix already exists.",
            extensions: { code: "BAD_USER_INPUT", field: "prefix" },
          },
        ],
      );
    });
    sessions.set("", { access_token: "tok", user: { email: "me@example.test" } });
    const { user } = renderPage();
    await fill(user, { "Organisation name": "Acme", Prefix: "acme" });
    await user.click(await screen.findByRole("button", { name: "Create organisation" }));
    expect(
      await screen.findByText("An organisation with this prefix already exists."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Organisation name")).toHaveValue("Acme");
    expect(moveSession).not.toHaveBeenCalled();
  });

  it("shows other server errors above the form", async () => {
    graphql.mockImplementation(async (doc: unknown) => {
      if (String(doc).includes("isPrefixAvailable")) {
        return { isPrefixAvailable: { available: true, reason: null } };
      }
      throw new ApiError("Too many attempts, try again in 60 seconds", "TOO_MANY_REQUESTS", 429);
    });
    sessions.set("", { access_token: "tok", user: { email: "me@example.test" } });
    const { user } = renderPage();
    await fill(user, { "Organisation name": "Acme", Prefix: "acme" });
    await user.click(await screen.findByRole("button", { name: "Create organisation" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many attempts, try again in 60 seconds",
    );
  });

  it("a new account that must confirm its email: says so, keeps the form, continues once confirmed", async () => {
    answer();
    signUp.mockResolvedValue({ data: { session: null, user: {} }, error: null });
    const { router, user } = renderPage();
    await fill(user, {
      "Organisation name": "Acme",
      Prefix: "acme",
      Email: "new@example.test",
      Password: "secret-pass",
    });
    await user.click(screen.getByRole("button", { name: "Create organisation" }));
    expect(await screen.findByText("Confirm your email, then come back")).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledWith(
      expect.objectContaining({ email: "new@example.test", password: "secret-pass" }),
    );
    const draft = JSON.parse(localStorage.getItem("organization-add-draft")!);
    expect(draft).toMatchObject({
      organization: "Acme",
      prefix: "acme",
      email: "new@example.test",
    });
    expect(JSON.stringify(draft)).not.toContain("secret-pass");

    // Confirmed in another browser, the same password chosen there: Continue signs in.
    signInWithPassword.mockImplementation(async () => {
      sessions.set("", { access_token: "fresh", user: { email: "new@example.test" } });
      return { data: {}, error: null };
    });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    const create = graphql.mock.calls.find((c) => operation(c).includes("createOrganization"))!;
    expect(create[2]).toMatchObject({ token: "fresh" });
  });

  it("confirmed in this browser: Continue takes the session the confirm page left, or says what is missing", async () => {
    answer();
    signUp.mockResolvedValue({ data: { session: null, user: {} }, error: null });
    const { router, user } = renderPage();
    await fill(user, {
      "Organisation name": "Acme",
      Prefix: "acme",
      Email: "new@example.test",
      Password: "secret-pass",
    });
    await user.click(screen.getByRole("button", { name: "Create organisation" }));
    await screen.findByText("Confirm your email, then come back");

    // Not confirmed yet (or another password chosen): the typed one no longer signs in.
    signInWithPassword.mockResolvedValue({
      data: {},
      error: { code: "invalid_credentials", message: "Invalid login credentials" },
    });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/it asks for your password/);

    // The confirm page signed this browser in: no password needed.
    signInWithPassword.mockClear();
    sessions.set("", { access_token: "confirmed", user: { email: "new@example.test" } });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(signInWithPassword).not.toHaveBeenCalled();
    const create = graphql.mock.calls.find((c) => operation(c).includes("createOrganization"))!;
    expect(create[2]).toMatchObject({ token: "confirmed" });
  });

  it("restores what was typed from the draft", async () => {
    answer();
    localStorage.setItem(
      "organization-add-draft",
      JSON.stringify({
        organization: "Kept",
        prefix: "kept",
        timezone: "GMT+05:30",
        email: "k@x.test",
      }),
    );
    renderPage();
    expect(await screen.findByLabelText("Organisation name")).toHaveValue("Kept");
    expect(screen.getByLabelText("Prefix")).toHaveValue("kept");
    expect(screen.getByLabelText("Time zone")).toHaveValue("GMT+05:30");
    expect(screen.getByLabelText("Email")).toHaveValue("k@x.test");
  });
});
