import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { Toaster } from "@/components/layout/toaster";
import { createQueryClient } from "@/lib/query-client";

export { serve, signInAs } from "@/test/graphql-server";
export * from "./data";

export function Landed() {
  const location = useLocation();
  return <p>Landed on {location.pathname + location.search}</p>;
}

export function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** One screen at `path` behind the app's own query client and toaster; other paths land. */
export function renderAt(url: string, path: string, screen: ReactNode) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path={path}
            element={
              <>
                {screen}
                <Where />
              </>
            }
          />
          <Route path="*" element={<Landed />} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // An open sheet or dialog makes the page behind it inert; clicking there is what the
  // backdrop tests need, so the check is off.
  return userEvent.setup({ pointerEventsCheck: 0 });
}

export const toastTexts = () =>
  [...document.querySelectorAll("[data-sonner-toast]")].map((toast) => toast.textContent ?? "");
