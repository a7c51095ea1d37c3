export function SubscriptionsPage() {
  return <h1>SubscriptionsPage</h1>;
}
