'use client';

import { BLOCK_ERROR_TEXT } from '@/lib/constants';

/**
 * The last resort, when the root layout itself fails: the spec's failure text and the same two
 * ways out as a failed block, instead of Next's bare "Application error". It replaces
 * the whole document, so it styles itself inline rather than relying on the site's stylesheet.
 */
export default function GlobalError() {
  return (
    <html lang="en">
      <body style={page}>
        <title>{BLOCK_ERROR_TEXT}</title>
        <main role="alert" style={panel}>
          <h1 style={heading}>{BLOCK_ERROR_TEXT}</h1>
          <p style={actions}>
            {/* Plain links, not client navigation: the app around this page is broken. */}
            <a href="" style={{ ...button, background: '#8c1c2b', color: '#fff' }}>
              Reload this page
            </a>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load on purpose */}
            <a href="/" style={{ ...button, border: '1px solid #1b1b1b', color: '#1b1b1b' }}>
              Go to Home Page
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}

const page = {
  margin: 0,
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  background: '#fafafa',
  color: '#1b1b1b',
  fontFamily: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;
const panel = { maxWidth: '40rem', padding: '1.5rem', textAlign: 'center' } as const;
const heading = { fontFamily: "Georgia, 'Times New Roman', serif", fontSize: '1.5rem' } as const;
const actions = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '0.75rem',
  fontWeight: 600,
} as const;
const button = { padding: '0.5rem 1rem', borderRadius: '0.25rem', textDecoration: 'none' } as const;
