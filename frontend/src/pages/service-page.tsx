export default function ServicePage() {
  return <h1>ServicePage</h1>;
}
