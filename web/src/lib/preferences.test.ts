// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { reloadPreferences, setLayout, setSkin } from "@/lib/preferences";

afterEach(() => {
  localStorage.clear();
  reloadPreferences();
});

describe("preferences", () => {
  it("defaults to the light skin and the vertical layout", () => {
    reloadPreferences();
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });

  it("remembers the dark skin under `skin` and adds the dark class", () => {
    setSkin("dark");
    expect(localStorage.getItem("skin")).toBe("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    setSkin("light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });

  it("remembers the layout and ignores junk in storage", () => {
    setLayout("horizontal");
    expect(localStorage.getItem("layout")).toBe("horizontal");
    localStorage.setItem("skin", "purple");
    reloadPreferences();
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });
});
