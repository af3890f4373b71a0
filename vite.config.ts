import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { browserValidate } from './host/sdk/vite-browser-validate.ts'
import { kitTypebox } from './host/sdk/vite-kit-typebox.ts'
import { precompress } from './host/sdk/vite-precompress.ts'
import { shareReact } from './host/sdk/vite-share-react.ts'
import { typeboxNamed } from './host/sdk/vite-typebox-named.ts'

// The web app: host/ boots the kernel and loads plugins; the API is served by server/ under /lfscada.
export default defineConfig({
  root: 'host',
  publicDir: 'public',
  // shareReact: the host's React as ES modules at /shared/*.js plus the import map remote plugins use.
  // precompress: .br and .gz beside each asset, sent as they are by the server (server/http/web-app.ts).
  // browserValidate: schemas/validate.ts on TypeBox's compiler instead of ajv (46 KB gzip less a page).
  // typeboxNamed: the schemas' `import Type from 'typebox'` as a namespace import, so unused builders drop.
  // kitTypebox: the kit's own TypeBox, so its `Type` re-export does not put every builder on every page.
  plugins: [react(), shareReact(), precompress(), browserValidate(), typeboxNamed(), kitTypebox()],
  // manifest: which chunks a route loads, for the runtime page's size check (tests/bench/fixtures/route-size.ts)
  build: { outDir: '../dist/web', emptyOutDir: true, chunkSizeWarningLimit: 4000, manifest: true },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/lfscada': { target: process.env.API_URL ?? 'http://127.0.0.1:8080', ws: true } },
  },
})
