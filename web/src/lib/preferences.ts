import { useSyncExternalStore } from "react";

/** Appearance choices remembered in this browser (defaults: light skin, vertical layout). */
export type Skin = "light" | "dark";
export type LayoutChoice = "vertical" | "horizontal";

const SKIN_KEY = "skin";
const LAYOUT_KEY = "layout";

interface Preferences {
  skin: Skin;
  layout: LayoutChoice;
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Unavailable storage only means the choice is not remembered.
  }
}

function readPreferences(): Preferences {
  return {
    skin: readStorage(SKIN_KEY) === "dark" ? "dark" : "light",
    layout: readStorage(LAYOUT_KEY) === "horizontal" ? "horizontal" : "vertical",
  };
}

let current = readPreferences();
const listeners = new Set<() => void>();

function applySkin(skin: Skin): void {
  document.documentElement.classList.toggle("dark", skin === "dark");
}

applySkin(current.skin);

function update(next: Partial<Preferences>): void {
  current = { ...current, ...next };
  for (const listener of listeners) listener();
}

export function setSkin(skin: Skin): void {
  writeStorage(SKIN_KEY, skin);
  applySkin(skin);
  update({ skin });
}

export function setLayout(layout: LayoutChoice): void {
  writeStorage(LAYOUT_KEY, layout);
  update({ layout });
}

/** Re-read storage (tests clear it between cases). */
export function reloadPreferences(): void {
  current = readPreferences();
  applySkin(current.skin);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
