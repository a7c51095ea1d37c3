export function DevMailPage() {
  return <h1>DevMailPage</h1>;
}
