import { readdirSync } from "node:fs";
import js from "@eslint/js";
import globals from "globals";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * Import boundaries (design §7): lib/ is the bottom layer, components/ sit on it, features
 * on both, and only app/ (router, shell) joins features. A feature may not import another
 * feature; shared code moves down into components/ or lib/. No import cycles.
 */
const features = readdirSync(new URL("./src/features/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundaries = [
  {
    target: "./src/lib",
    from: ["./src/app", "./src/features", "./src/components"],
    message: "lib/ is the bottom layer: it may not import app/, features/ or components/.",
  },
  {
    target: "./src/components",
    from: ["./src/app", "./src/features"],
    message: "components/ may not import app/ or features/: move the shared piece down.",
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: "./src/features",
    except: [`./${feature}`],
    message: "A feature may not import another feature: move shared code to @/components or @/lib.",
  })),
];

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
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // no-cycle parses the imported modules too: tell it how to read TypeScript.
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: boundaries }],
      "import-x/no-cycle": "error",
    },
  },
  {
    files: ["*.config.{js,ts}"],
    languageOptions: { globals: { ...globals.node } },
  },
);
