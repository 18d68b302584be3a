// Plain-module tests run in node; one that asks for jsdom (`// @vitest-environment jsdom`)
// gets the same DOM setup as the component tests.
if (typeof window !== "undefined") await import("./setup");
