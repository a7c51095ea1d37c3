export function InfluencerOverviewPage() {
  return <h1>InfluencerOverviewPage</h1>;
}
