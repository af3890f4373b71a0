// Builds the plugin into dist/: template-widget.js (an ES module, React left to the host) and
// template-widget.css. The build's settings come with the kit (`@lfscada/sdk/build`).
import { remotePluginConfig } from '../plugin-build.ts'

export default remotePluginConfig({ root: new URL('.', import.meta.url), name: 'template-widget' })
