// Builds the plugin as one ES module and its stylesheet into dist/ (remote-tank.js, remote-tank.css).
import { remotePluginConfig } from '../../../host/sdk/plugin-build.ts'

export default remotePluginConfig({ root: new URL('.', import.meta.url), name: 'remote-tank' })
