export function CreatorProfilePage() {
  return <h1>CreatorProfilePage</h1>;
}
