// The built-in screen plugins: one manifest per area or public group, each with a lazy entry.
import { type KernelPlugin, type ScreenManifest, screenPlugin } from '../../core/kernel/index.ts'
import { accountsManifest } from './accounts/manifest.ts'
import { apiManifest } from './api/manifest.ts'
import { commerceAccountManifest, commerceManifest, commercePublicManifest } from './commerce/manifest.ts'
import { enrollManifest } from './enroll/manifest.ts'
import { equipmentManifest } from './equipment/manifest.ts'
import { excelManifest, excelMonitorManifest } from './excel/manifest.ts'
import { gmManifest, gmMenuManifest } from './gm/manifest.ts'
import { maintenanceManifest } from './maintenance/manifest.ts'
import { mapManifest } from './map/manifest.ts'
import { monitorManifest } from './monitor/manifest.ts'
import { msgManifest, msgPublicManifest } from './msg/manifest.ts'
import { myAccountManifest } from './my-account/manifest.ts'
import { operationsManifest, operationsPublicManifest } from './operations/manifest.ts'
import { orgalManifest } from './orgal/manifest.ts'
import { platformManifest } from './platform/manifest.ts'
import { pluginsManifest } from './plugins/manifest.ts'
import { projectsManifest } from './projects/manifest.ts'
import { scenesManifest } from './scenes/manifest.ts'
import { styleEditorManifest, styleManifest } from './style/manifest.ts'
import { videoManifest } from './video/manifest.ts'

export const builtinScreens: readonly ScreenManifest[] = [
  equipmentManifest,
  projectsManifest,
  maintenanceManifest,
  monitorManifest,
  gmManifest,
  gmMenuManifest,
  myAccountManifest,
  accountsManifest,
  enrollManifest,
  orgalManifest,
  apiManifest,
  msgManifest,
  msgPublicManifest,
  pluginsManifest,
  styleManifest,
  styleEditorManifest,
  mapManifest,
  videoManifest,
  scenesManifest,
  operationsManifest,
  operationsPublicManifest,
  platformManifest,
  excelManifest,
  excelMonitorManifest,
  commerceManifest,
  commerceAccountManifest,
  commercePublicManifest,
]

export const builtinScreenPlugins: readonly KernelPlugin[] = builtinScreens.map(screenPlugin)
