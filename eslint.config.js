import js from "@eslint/js";
import tseslint from "typescript-eslint";

const featuresApart = "Features must not import from each other; move shared code to web/src/shared or @lineup/shared.";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "web/dist-*/**",
      "data/**",
      "migrations/**",
      "shared/src/generated/**",
      "test-results/**",
      "playwright-report/**",
      ".data-test*/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        Buffer: "readonly",
        URL: "readonly",
        window: "readonly",
        document: "readonly",
        localStorage: "readonly",
        fetch: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
      },
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The web app's service worker runs in the worker's scope, not a page's.
    files: ["web/public/sw.js"],
    languageOptions: {
      globals: {
        self: "readonly",
        caches: "readonly",
        Headers: "readonly",
        Response: "readonly",
        URL: "readonly",
        fetch: "readonly",
      },
    },
  },
  {
    // Tests may assert on rows they just created.
    files: ["**/test/**", "tests/**"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    // bulletproof-react: features do not import each other; code flows shared -> features -> app.
    files: ["web/src/features/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["../../features/*", "../*/**", "@/features/*"],
              message: featuresApart,
            },
          ],
        },
      ],
    },
  },
  // The board's rooms (grid/, edit/, live/, history/, transfer/, filters/, api/) import each other; other features
  // stay out of reach, from any depth.
  ...[
    ["web/src/features/lineups/board/*/*", "../../*/**"],
    ["web/src/features/lineups/board/*/*/**", "../../../*/**"],
  ].map(([files, otherFeatures]) => ({
    files: [files],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["../../features/*", otherFeatures, "@/features/*"],
              message: featuresApart,
            },
          ],
        },
      ],
    },
  })),
);
