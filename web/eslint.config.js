import { readdirSync } from "node:fs";
import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * Design §7: features may not import each other (shared code lives in components/ or lib/;
 * only the router in src/app joins features). One block per feature so that a feature may
 * still import itself through `@/features/<name>`. A relative import that climbs out of the
 * feature is caught per folder depth, since its `../` count depends on where the file sits.
 */
const FEATURES_DIR = new URL("./src/features/", import.meta.url);
const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const MAX_DEPTH = 4;

function featureBoundary(feature) {
  return Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => ({
    files: [`src/features/${feature}/${"*/".repeat(depth)}*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/features/*", `!@/features/${feature}`, `!@/features/${feature}/**`],
              message: `A feature may not import another feature: move shared code to @/components or @/lib.`,
            },
            {
              // From depth d, `../` × (d + 1) reaches src/features/; what follows names a feature.
              regex: `^(\\./)?(\\.\\./){${depth + 1}}(?!${escapeRegex(feature)}(/|$))[^./]`,
              message: `A feature may not import another feature: move shared code to @/components or @/lib.`,
            },
          ],
        },
      ],
    },
  }));
}

export default tseslint.config(
  { ignores: ["dist", "node_modules", "coverage"] },
  {
    files: ["**/*.{ts,tsx}"],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      // `typeof import("…")` is how vi.mock(importOriginal) is typed in tests.
      "@typescript-eslint/consistent-type-imports": ["error", { disallowTypeAnnotations: false }],
    },
  },
  ...features.flatMap(featureBoundary),
  {
    files: ["*.config.{js,ts}"],
    languageOptions: { globals: { ...globals.node } },
  },
);
