// Request parameters as Stripe reads them: form bodies (and query strings) parsed into nested
// objects, each endpoint's allowed parameters checked, and a Reader that takes typed values out
// with Stripe's messages for bad ones.
import { invalidRequest, missingParam } from "./errors";
import type { Metadata } from "./objects";

type Param = string | Param[] | ParamObject;
export interface ParamObject {
  [name: string]: Param;
}

/** `a[b][0][c]=v&expand[]=x` into nested objects and arrays, as Stripe reads form bodies. */
export function parseForm(text: string): ParamObject {
  const root: ParamObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const segments = [...key.matchAll(/^[^[\]]+|\[([^[\]]*)\]/g)].map((match) => match[1] ?? match[0]);
    let node = root;
    segments.forEach((segment, index) => {
      const name = segment === "" ? String(Object.keys(node).length) : segment;
      if (index === segments.length - 1) {
        node[name] = value;
        return;
      }
      const child = node[name] ?? {};
      if (typeof child === "string" || Array.isArray(child)) throw invalidRequest(`Invalid parameter: ${key}`, key);
      node[name] = child;
      node = child;
    });
  }
  return withArrays(root) as ParamObject;
}

function withArrays(param: Param): Param {
  if (typeof param === "string" || Array.isArray(param)) return param;
  const entries = Object.entries(param).map(([name, value]) => [name, withArrays(value)] as const);
  const isIndexed = entries.length > 0 && entries.every(([name]) => /^\d+$/.test(name));
  if (!isIndexed) return Object.fromEntries(entries);
  return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, value]) => value);
}

/** Which parameters an endpoint accepts: Stripe answers any other with parameter_unknown. */
type Rule = true | "map" | Emptyable | Spec | [Rule];
export interface Spec {
  [name: string]: Rule;
}

/** An object or array parameter that an empty string unsets instead (`pause_collection=`, `discounts=`). */
class Emptyable {
  constructor(readonly spec: Spec | [Rule]) {}
}
export const emptyable = (spec: Spec | [Rule]) => new Emptyable(spec);

export function checkParams(params: ParamObject, spec: Spec, prefix = "") {
  for (const [name, value] of Object.entries(params)) {
    const path = prefix ? `${prefix}[${name}]` : name;
    const rule = spec[name];
    if (rule === undefined) throw invalidRequest(`Received unknown parameter: ${path}`, path, "parameter_unknown");
    checkValue(value, rule, path);
  }
}

function checkValue(value: Param, rule: Rule, path: string) {
  if (rule === true) {
    if (typeof value !== "string") throw invalidRequest(`Invalid value for ${path}: expected a string.`, path);
  } else if (rule === "map") {
    // metadata: free keys with string values; an empty string clears it.
    const isMap =
      typeof value === "object" &&
      !Array.isArray(value) &&
      Object.values(value).every((item) => typeof item === "string");
    if (value !== "" && !isMap) throw invalidRequest(`Invalid object: ${path}`, path);
  } else if (rule instanceof Emptyable) {
    if (value !== "") checkValue(value, rule.spec, path);
  } else if (Array.isArray(rule)) {
    if (!Array.isArray(value)) throw invalidRequest(`Invalid array: ${path}`, path);
    value.forEach((item, index) => checkValue(item, rule[0], `${path}[${index}]`));
  } else {
    if (typeof value !== "object" || Array.isArray(value)) throw invalidRequest(`Invalid object: ${path}`, path);
    checkParams(value, rule, path);
  }
}

/** Reads one endpoint's parameters, typed, with Stripe's messages for bad values. */
export class Reader {
  constructor(
    readonly params: ParamObject,
    private readonly prefix = "",
  ) {}

  private path(name: string) {
    return this.prefix ? `${this.prefix}[${name}]` : name;
  }

  text(name: string) {
    const value = this.params[name];
    if (value === undefined || value === "") return undefined;
    if (typeof value !== "string") throw invalidRequest(`Invalid string: ${this.path(name)}`, this.path(name));
    return value;
  }

  required(name: string) {
    const value = this.text(name);
    if (value === undefined) throw missingParam(this.path(name));
    return value;
  }

  integer(name: string) {
    const value = this.text(name);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value)) throw invalidRequest(`Invalid integer: ${value}`, this.path(name));
    return Number(value);
  }

  decimal(name: string) {
    const value = this.text(name);
    if (value === undefined) return undefined;
    if (!/^-?\d+(\.\d+)?$/.test(value)) throw invalidRequest(`Invalid decimal: ${value}`, this.path(name));
    return Number(value);
  }

  flag(name: string) {
    const value = this.text(name);
    if (value === undefined) return undefined;
    if (value !== "true" && value !== "false") throw invalidRequest(`Invalid boolean: ${value}`, this.path(name));
    return value === "true";
  }

  oneOf<T extends string>(name: string, values: readonly T[]): T | undefined {
    const value = this.text(name);
    if (value === undefined) return undefined;
    const known = values.find((candidate) => candidate === value);
    if (!known)
      throw invalidRequest(`Invalid ${this.path(name)}: must be one of ${values.join(", ")}`, this.path(name));
    return known;
  }

  requiredOneOf<T extends string>(name: string, values: readonly T[]): T {
    const value = this.oneOf(name, values);
    if (value === undefined) throw missingParam(this.path(name));
    return value;
  }

  child(name: string) {
    const value = this.params[name];
    if (value === undefined || typeof value === "string" || Array.isArray(value)) return undefined;
    return new Reader(value, this.path(name));
  }

  children(name: string) {
    const value = this.params[name];
    if (!Array.isArray(value)) return [];
    return value.map(
      (item, index) =>
        new Reader(typeof item === "object" && !Array.isArray(item) ? item : {}, `${this.path(name)}[${index}]`),
    );
  }

  metadata(name = "metadata"): Metadata {
    const value = this.params[name];
    if (value === undefined || typeof value === "string" || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
      ),
    );
  }

  /**
   * `current` after this request's metadata, as Stripe updates it: keys merge, an empty value
   * unsets its key, and an empty `metadata` unsets them all.
   */
  metadataAfter(current: Metadata, name = "metadata"): Metadata {
    const value = this.params[name];
    if (value === "") return {};
    const merged: Metadata = { ...current, ...this.metadata(name) };
    if (value === undefined || typeof value === "string" || Array.isArray(value)) return merged;
    const unset = new Set(Object.keys(value).filter((key) => value[key] === ""));
    return Object.fromEntries(Object.entries(merged).filter(([key]) => !unset.has(key)));
  }

  expand() {
    const value = this.params.expand;
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  }
}

/** For endpoints that take no parameters but expand[]. */
export const expandOnly: Spec = { expand: [true] };
