import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, expect } from "vitest";
import { i18n } from "@/lib/i18n";

// A key used in a component but missing from the English files would render as the raw key:
// collect such keys during a test and fail it. Server messages (the `messages` namespace) fall back
// to the server's own text by design, so they are left out.
const missingKeys: string[] = [];
i18n.options.saveMissing = true;
i18n.on("missingKey", (_languages, namespace, key) => {
  if (namespace !== "messages") missingKeys.push(`${namespace}:${key}`);
});

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await i18n.changeLanguage("en");
  const found = missingKeys.splice(0);
  expect(found, "translation keys missing from locales/en").toEqual([]);
});
