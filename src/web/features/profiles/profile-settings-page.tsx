export function ProfileSettingsPage() {
  return <h1>ProfileSettingsPage</h1>;
}
