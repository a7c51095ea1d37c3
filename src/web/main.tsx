import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Providers } from "./app/providers";
import { installGlobalErrorLogging } from "./app/error-log";
import { initI18n } from "./i18n";
import "./styles.css";

installGlobalErrorLogging();
await initI18n();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Providers />
  </StrictMode>,
);
