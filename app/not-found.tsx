import './globals.css';

// Reached only by addresses the language proxy does not handle (files, unknown API paths). Next embeds this tree in
// every page's data, so it stays small: no font loader, the fallback faces do.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="flex min-h-dvh items-center justify-center p-8">
        <title>Page Not Found</title>
        <main className="max-w-xl text-center">
          <p className="text-xs font-semibold uppercase tracking-[0.26em] text-accent">404</p>
          <h1 className="mt-4 text-5xl font-light">Page Not Found</h1>
          <p className="mt-6 text-muted-foreground">
            {/* A plain link on purpose: this page renders outside the language layout, and the proxy picks the
               language. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a className="underline underline-offset-4" href="/">
              Lumen Estudio
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
