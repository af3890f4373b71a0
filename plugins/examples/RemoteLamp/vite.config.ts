// Builds the plugin as a vite-plugin-federation remote into dist/: remote-lamp.js (the container) beside
// its chunks and stylesheet.
import { federatedPluginConfig } from '../../../host/sdk/federation-build.ts'

export default federatedPluginConfig({ root: new URL('.', import.meta.url), name: 'remote-lamp' })
