// The import graph between feature folders (src/web/features, src/server/features): which feature
// imports which, from the relative specifiers of every import, re-export and dynamic import.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const SPECIFIER = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

export interface FeatureArrow {
  from: string;
  to: string;
  /** The files that make the arrow, e.g. "content/post-reads.ts -> ../favorites/favorited". */
  files: string[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function featureArrows(featuresDir: string): FeatureArrow[] {
  const features = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const arrows = new Map<string, FeatureArrow>();
  for (const feature of features) {
    for (const file of sourceFiles(path.join(featuresDir, feature))) {
      for (const [, specifier] of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
        const target = path.relative(featuresDir, path.resolve(path.dirname(file), specifier!));
        const to = target.split(path.sep)[0]!;
        if (to === feature || !features.includes(to)) continue;
        const key = `${feature}->${to}`;
        const arrow = arrows.get(key) ?? { from: feature, to, files: [] };
        arrow.files.push(`${path.relative(featuresDir, file)} -> ${specifier}`);
        arrows.set(key, arrow);
      }
    }
  }
  return [...arrows.values()];
}

/** Pairs of features that import each other, each with the files on both sides. */
export function mutualPairs(arrows: FeatureArrow[]): string[] {
  return arrows
    .filter((arrow) => arrow.from < arrow.to)
    .flatMap((arrow) => {
      const back = arrows.find((other) => other.from === arrow.to && other.to === arrow.from);
      return back ? [`${arrow.from} <-> ${arrow.to}: ${[...arrow.files, ...back.files].join("; ")}`] : [];
    });
}
