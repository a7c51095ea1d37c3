export function FollowerSettingsPage() {
  return <h1>FollowerSettingsPage</h1>;
}
