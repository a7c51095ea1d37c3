// `npm run bench`: every benchmark in turn; exits non-zero when any is over its budget.
// Not part of `npm test`. Benchmarks build nothing: build the web app first (`npm run build`).
import { analyticsLatency } from "./analytics";
import { coachingLatency } from "./coaching";
import { exploreLatency } from "./explore-latency";
import { firstStart } from "./first-start";
import { firstVisitSize } from "./first-visit-size";
import { inboxLatency } from "./inbox-latency";
import { lighthouseScores } from "./lighthouse";
import { liveLatency } from "./live";
import { mixedLoad } from "./mixed-load";
import { publicReads } from "./public-reads";
import { severalHosts } from "./several-hosts";
import { uploadMemory } from "./upload-memory";
import { videoTranscode } from "./video-transcode";
import { weeklyTipsJob } from "./weekly-tips";

const benchmarks: { name: string; run: () => Promise<boolean> }[] = [
  { name: "first-visit size", run: firstVisitSize },
  { name: "explore latency", run: exploreLatency },
  { name: "public and signed-in reads under load", run: publicReads },
  { name: "Lighthouse on the public pages", run: lighthouseScores },
  { name: "inbox latency", run: inboxLatency },
  { name: "creator analytics latency", run: analyticsLatency },
  { name: "upload memory", run: uploadMemory },
  { name: "mixed read/write load", run: mixedLoad },
  { name: "several hosts: failover under load", run: severalHosts },
  { name: "first start", run: firstStart },
  { name: "weekly tips email job", run: weeklyTipsJob },
  { name: "coaching: logging a set and the clients view", run: coachingLatency },
  { name: "video transcoding: speed, public reads meanwhile, memory", run: videoTranscode },
  { name: "live sessions: glass-to-glass latency and 200 viewers", run: liveLatency },
];

let failed = 0;
for (const benchmark of benchmarks) {
  console.log(`\n== ${benchmark.name}\n`);
  try {
    const passed = await benchmark.run();
    console.log(`\n${benchmark.name}: ${passed ? "within budget" : "OVER BUDGET"}`);
    if (!passed) failed++;
  } catch (error) {
    console.error(`${benchmark.name} could not run:`, error);
    failed++;
  }
}
console.log(`\n${benchmarks.length - failed} of ${benchmarks.length} benchmarks within budget`);
process.exitCode = failed > 0 ? 1 : 0;
