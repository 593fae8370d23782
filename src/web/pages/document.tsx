import type { Child } from "hono/jsx";

/**
 * The HTML document around every page of both web UIs: the head (the stylesheets and scripts are
 * static assets, no inline code, as the Content-Security-Policy demands; scripts only enhance, every
 * page works without them), a skip link, the UI's own header, and the page in `main`.
 */
export function WebDocument(props: { title: string; stylesheets: string[]; scripts?: string[]; icon: string; refreshTo?: string | undefined; header: Child; children: Child }) {
  return (
    <html lang="en-AU">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.title}</title>
        {props.refreshTo && <meta http-equiv="refresh" content={`0; url=${props.refreshTo}`} />}
        <link rel="icon" href={props.icon} type="image/svg+xml" />
        {props.stylesheets.map((href) => (
          <link rel="stylesheet" href={href} />
        ))}
        {(props.scripts ?? []).map((src) => (
          <script src={src} defer></script>
        ))}
      </head>
      <body>
        <a class="skip-link" href="#main">
          Skip to content
        </a>
        {props.header}
        <main id="main" tabindex={-1}>
          {props.children}
        </main>
      </body>
    </html>
  );
}
