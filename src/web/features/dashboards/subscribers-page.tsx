export function SubscribersPage() {
  return <h1>SubscribersPage</h1>;
}
