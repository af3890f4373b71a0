import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './host/sdk/vite-precompress.ts'
import { shareReact } from './host/sdk/vite-share-react.ts'

// The web app: host/ boots the kernel and loads plugins; the API is served by server/ under /lfscada.
export default defineConfig({
  root: 'host',
  publicDir: 'public',
  // shareReact: the host's React as ES modules at /shared/*.js plus the import map remote plugins use.
  // precompress: .br and .gz beside each asset, sent as they are by the server (server/http/web-app.ts).
  plugins: [react(), shareReact(), precompress()],
  build: { outDir: '../dist/web', emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/lfscada': { target: process.env.API_URL ?? 'http://127.0.0.1:8080', ws: true } },
  },
})
