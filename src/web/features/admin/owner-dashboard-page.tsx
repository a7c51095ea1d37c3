export function OwnerDashboardPage() {
  return <h1>OwnerDashboardPage</h1>;
}
