export default function LocalAreaPage() {
  return <h1>LocalAreaPage</h1>;
}
