// Placeholder shell until the web shell lands: it proves the build and the browser test path.
export function App() {
  return <main data-testid="app">LFSCADA</main>
}
