export function App() {
  return <p>wse-dashboard</p>;
}
