import "@fontsource-variable/inter";
import "@fontsource-variable/noto-sans-arabic";
import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { i18nReady } from "./lib/i18n";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The first render is translated: its namespaces of the stored language are loaded first.
void i18nReady.finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
