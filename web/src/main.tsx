import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { z } from "zod";
import { App } from "@/app/app";
import "@/lib/i18n";
import "@/styles/index.css";

// Zod probes `new Function` to compile faster parsers; the Content-Security-Policy forbids
// eval, so the probe would be reported as a violation on every form. Use the plain parsers.
z.config({ jitless: true });

const root = document.getElementById("root");
if (!root) throw new Error("index.html lacks #root");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
