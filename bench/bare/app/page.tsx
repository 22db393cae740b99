export default function Page() {
  return (
    <main>
      <h1>Bare Next page</h1>
      <p>A heading and a paragraph, rendered by the same Next and React versions as the site, built and served the same way.</p>
    </main>
  );
}
