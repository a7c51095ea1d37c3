export function FollowerOverviewPage() {
  return <h1>FollowerOverviewPage</h1>;
}
