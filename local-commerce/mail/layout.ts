/**
 * The one layout every e-mail of the embedded service is written in. A template describes its
 * e-mail as a list of blocks; this module renders the same blocks twice, as plain text and as
 * HTML, so the two versions cannot say different things. Every value is escaped here, once, on
 * its way into HTML: a gift message of `<script>` stays text.
 */
import { escapeHtml } from '../../lib/site/local-mailbox-html';

/** The winery the e-mails come from (the storefront's default brand). */
export const WINERY_NAME = 'Isosceles Ridge Winery';

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  /** Label and value pairs: totals, an address, membership terms. */
  | { kind: 'facts'; rows: readonly (readonly [label: string, value: string])[] }
  /** Receipt lines: what was bought, how many and what it cost. */
  | { kind: 'lines'; rows: readonly { item: string; quantity: number; amount: string }[] }
  | { kind: 'list'; items: readonly string[] }
  /** Someone else's words, e.g. a gift message: shown apart and never as markup. */
  | { kind: 'quote'; text: string; by: string }
  | { kind: 'button'; label: string; href: string };

export interface EmailContent {
  subject: string;
  /** The first line, e.g. "Hi Rosa,". */
  greeting: string;
  blocks: readonly Block[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Only web links become buttons: a `javascript:` or `data:` URL is never rendered as one. */
function safeHref(href: string): string | null {
  const url = URL.parse(href);
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'heading':
      return `${block.text}\n${'-'.repeat(block.text.length)}`;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'lines':
      return block.rows.map((row) => `${row.quantity} x ${row.item}  ${row.amount}`).join('\n');
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'quote':
      return `${block.by}:\n${block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n')}`;
    case 'button':
      return `${block.label}: ${block.href}`;
  }
}

const CELL = 'padding:6px 0;vertical-align:top;border-bottom:1px solid #e5e0da';

/** Newlines in a value (an address, a message) stay line breaks, after escaping. */
const multiline = (value: string) => escapeHtml(value).replace(/\n/g, '<br>');

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${multiline(block.text)}</p>`;
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:18px;font-family:Georgia,serif">${escapeHtml(block.text)}</h2>`;
    case 'facts':
      return `<table style="width:100%;border-collapse:collapse;margin:0 0 16px">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="${CELL};text-align:left;font-weight:600;padding-right:12px">${escapeHtml(label)}</th><td style="${CELL};text-align:right">${multiline(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'lines':
      return `<table style="width:100%;border-collapse:collapse;margin:0 0 16px"><thead><tr><th scope="col" style="${CELL};text-align:left">Item</th><th scope="col" style="${CELL};text-align:center">Qty</th><th scope="col" style="${CELL};text-align:right">Price</th></tr></thead><tbody>${block.rows
        .map(
          (row) =>
            `<tr><td style="${CELL}">${escapeHtml(row.item)}</td><td style="${CELL};text-align:center">${row.quantity}</td><td style="${CELL};text-align:right;white-space:nowrap">${escapeHtml(row.amount)}</td></tr>`,
        )
        .join('')}</tbody></table>`;
    case 'list':
      return `<ul style="margin:0 0 16px;padding-left:20px">${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    case 'quote':
      return `<p style="margin:0 0 4px;font-weight:600">${escapeHtml(block.by)}:</p><blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #7a1f2b;background:#f7f3ee">${multiline(block.text)}</blockquote>`;
    case 'button': {
      const href = safeHref(block.href);
      if (!href) return `<p style="margin:0 0 16px">${escapeHtml(block.label)}</p>`;
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:#7a1f2b;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:600">${escapeHtml(block.label)}</a></p>`;
    }
  }
}

const FOOTER = `${WINERY_NAME}. You receive this e-mail because of an order, a membership or an account with us.`;

export function renderEmail(content: EmailContent): RenderedEmail {
  const text = [content.greeting, ...content.blocks.map(blockText), '--', FOOTER].join('\n\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f7f3ee;color:#2b2220;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:600px;margin:0 auto;padding:24px 16px;background:#ffffff">
<p style="margin:0 0 24px;font-family:Georgia,serif;font-size:20px;color:#7a1f2b">${escapeHtml(WINERY_NAME)}</p>
<p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>
${content.blocks.map(blockHtml).join('\n')}
<p style="margin:32px 0 0;font-size:13px;color:#6b5f5a">${escapeHtml(FOOTER)}</p>
</div></body></html>`;
  return { subject: content.subject, text, html };
}
