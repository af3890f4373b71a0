// Builds the plugin into dist/: template-widget.js (an ES module, React left to the host) and
// template-widget.css. The kit's build settings live in the platform (host/sdk/plugin-build.ts).
import { remotePluginConfig } from '../plugin-build.ts'

export default remotePluginConfig({ root: new URL('.', import.meta.url), name: 'template-widget' })
