import './lib/zod-jitless'; // first: before any zod schema can be built
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, startFirstPage } from './app/router';
import { loadWebFontIfCached } from './lib/web-font';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

function render(root: HTMLElement) {
  // A transition lets React render the first page in small slices, so the main thread stays free
  // for input between them (no long task while the page builds).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
}

loadWebFontIfCached();

// The shop's and product pages' code and data start downloading now, and the page renders once
// they are in: whole, at once, rather than the layout with a spinner first.
const firstPage = startFirstPage(window.location);
if (firstPage) void firstPage.then(() => render(container));
else render(container);
