import { formatPrice, PAYMENT_TEXTS } from '@seamline/contract';
import { escapeHtml } from '../lib/escape-html.js';

/**
 * The sandbox's 3-D Secure page: a plain form per answer, posted to the challenge endpoint, which
 * sends the browser back to the shop. No script, so the shop's Content-Security-Policy holds.
 */
export function challengePage(id: string, amountCents: number, open: boolean): string {
  const action = `/psp/v1/challenges/${encodeURIComponent(id)}`;
  const button = (outcome: 'approve' | 'fail', label: string) =>
    `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit" class="${outcome}">${escapeHtml(label)}</button></form>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(PAYMENT_TEXTS.challengeTitle)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;background:#f4f4f5;color:#18181b}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin:0 0 .75rem}
.actions{display:flex;gap:.75rem;margin-top:1.25rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #3f3f46;cursor:pointer;min-height:44px}
button.approve{background:#18181b;color:#fff}
button.fail{background:#fff;color:#18181b}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(PAYMENT_TEXTS.challengeTitle)}</h1>
<p>${escapeHtml(PAYMENT_TEXTS.challengeExplain(formatPrice(amountCents / 100)))}</p>
${open ? `<div class="actions">${button('approve', PAYMENT_TEXTS.approve)}${button('fail', PAYMENT_TEXTS.fail)}</div>` : '<p>This payment has already been answered.</p>'}
</main>
</body>
</html>`;
}
