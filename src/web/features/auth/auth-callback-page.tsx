export function AuthCallbackPage() {
  return <h1>AuthCallbackPage</h1>;
}
