import { SHOP_NAME } from '@seamline/contract';
import { escapeHtml } from '../lib/escape-html.js';

/** One mail as it goes out. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A block of a mail: a paragraph, a table of lines, or a button-like link. */
export type Block =
  | { paragraph: string }
  | { table: { head: string[]; rows: string[][]; foot?: string[] } }
  | { link: { label: string; url: string } };

function textOf(block: Block): string {
  if ('paragraph' in block) return block.paragraph;
  if ('link' in block) return `${block.link.label}: ${block.link.url}`;
  const { head, rows, foot } = block.table;
  return [head, ...rows, ...(foot ? [foot] : [])].map((cells) => cells.filter(Boolean).join('  |  ')).join('\n');
}

const cellStyle = 'padding:6px 8px;border-bottom:1px solid #e5e7eb;text-align:left';

function htmlOf(block: Block): string {
  if ('paragraph' in block) return `<p style="margin:0 0 16px">${escapeHtml(block.paragraph)}</p>`;
  if ('link' in block) {
    const { label, url } = block.link;
    return `<p style="margin:0 0 16px"><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 16px;background:#4f46e5;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;
  }
  const row = (cells: string[], tag: 'th' | 'td') =>
    `<tr>${cells.map((c) => `<${tag} style="${cellStyle}">${escapeHtml(c)}</${tag}>`).join('')}</tr>`;
  const { head, rows, foot } = block.table;
  return `<table style="border-collapse:collapse;margin:0 0 16px;width:100%"><thead>${row(head, 'th')}</thead><tbody>${rows.map((r) => row(r, 'td')).join('')}</tbody>${foot ? `<tfoot>${row(foot, 'th')}</tfoot>` : ''}</table>`;
}

/** A mail in plain text and HTML from the same blocks, signed with the shop's name. */
export function composeMail(to: string, subject: string, greeting: string, blocks: Block[]): Mail {
  const signature = `The ${SHOP_NAME} team`;
  const text = [greeting, ...blocks.map(textOf), `— ${signature}`].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#111827;max-width:640px;margin:0 auto;padding:24px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(SHOP_NAME)}</h1><p style="margin:0 0 16px">${escapeHtml(greeting)}</p>${blocks.map(htmlOf).join('')}<p style="margin:24px 0 0;color:#6b7280">— ${escapeHtml(signature)}</p></body></html>`;
  return { to, subject, text, html };
}
