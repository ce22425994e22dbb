import './lib/zod-jitless'; // first: before any zod schema can be built
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// A transition lets React render the first page in small slices, so the main thread stays free
// for input between them (no long task while the page builds).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
