/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The API the dev server proxies to; API_URL=http://localhost:3100 points it at another instance.
const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The manifest lets scripts/js-budget.mjs find each route's chunk and its imports.
  build: { outDir: 'dist', manifest: true },
  server: {
    port: 5173,
    proxy: { '/api': api, '/images': api },
  },
  preview: {
    port: 4173,
    proxy: { '/api': api, '/images': api },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
