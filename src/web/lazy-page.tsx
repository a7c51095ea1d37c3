// A page that loads when it is first shown: its code, the strings it needs beyond the
// always-loaded core and, for pages no first visit sees, the extra stylesheet, together.
import { lazy, type ComponentType } from "react";
import { loadStrings } from "./i18n";
import type { LocalePart } from "./i18n/parts";

type PageModule<Name extends string> = () => Promise<Record<Name, ComponentType>>;

/** A lazily loaded page whose module exports the named component. */
export function page<Name extends string>(
  load: PageModule<Name>,
  name: Name,
  parts: LocalePart[] = [],
  needsPageStyles = false,
) {
  const Page: ComponentType = lazy(async () => {
    const [module] = await Promise.all([load(), loadStrings(...parts), needsPageStyles ? import("./pages.css") : null]);
    return { default: module[name] as ComponentType };
  });
  return <Page />;
}

export const accountPage = <Name extends string>(load: PageModule<Name>, name: Name) =>
  page(load, name, ["account"], true);
export const dashboardPage = <Name extends string>(load: PageModule<Name>, name: Name) =>
  page(load, name, ["dashboard"], true);
export const billingPage = <Name extends string>(load: PageModule<Name>, name: Name) =>
  page(load, name, ["dashboard", "billing"], true);
/** The sandbox provider's pages stand in for Stripe's hosted ones, outside the app's shell. */
export const sandboxPage = <Name extends string>(load: PageModule<Name>, name: Name) =>
  page(load, name, ["sandbox"], true);
