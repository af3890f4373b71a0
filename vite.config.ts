import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The web app: host/ boots the kernel and loads plugins; the API is served by server/ under /lfscada.
export default defineConfig({
  root: 'host',
  publicDir: 'public',
  plugins: [react()],
  build: { outDir: '../dist/web', emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/lfscada': { target: process.env.API_URL ?? 'http://127.0.0.1:8080', ws: true } },
  },
})
