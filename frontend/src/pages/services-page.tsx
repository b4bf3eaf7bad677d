export default function ServicesPage() {
  return <h1>ServicesPage</h1>;
}
