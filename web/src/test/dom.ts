import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

/**
 * What every test that renders needs; called by the setup files for each test file (a
 * module is evaluated once per worker, the hooks belong to the file being run).
 */
export function prepareDom(): void {
  // jsdom lacks the layout APIs Radix primitives touch; inert stand-ins keep them mountable.
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

  // findBy*/waitFor give up after 1 s by default: too short on a busy two-core machine,
  // where a screen can take seconds to settle. They still return as soon as it has.
  configure({ asyncUtilTimeout: 10_000 });

  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });
}
