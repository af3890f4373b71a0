// The route table: every API call, area by area. A new area is a file beside this one exporting
// its routes, added here.
import { accountRoutes } from './account.ts'
import { alarmRoutes } from './alarm.ts'
import { alarmGroupRoutes } from './alarm-groups.ts'
import { alarmPushRoutes } from './alarm-push.ts'
import { apiKeyRoutes } from './api-keys.ts'
import { assetRoutes } from './asset.ts'
import { cardRoutes } from './cards.ts'
import { commerceRoutes } from './commerce.ts'
import { customReportRoutes } from './custom-report.ts'
import { deptRoutes } from './dept.ts'
import { enrollRoutes } from './enroll.ts'
import { enterpriseRoutes } from './enterprise.ts'
import { equipmentRoutes } from './equipment.ts'
import { equipmentAdvanceRoutes } from './equipment-advance.ts'
import { equipmentBindingRoutes } from './equipment-binding.ts'
import { equipmentConfigRoutes } from './equipment-config.ts'
import { equipmentShareRoutes } from './equipment-share.ts'
import { excelRoutes } from './excel.ts'
import { excelRecordRoutes } from './excel-records.ts'
import { expiryRoutes } from './expiry.ts'
import { externalGrantRoutes } from './external-grants.ts'
import { feedbackRoutes } from './feedback.ts'
import { firmwareRoutes } from './firmware.ts'
import { gatewayRoutes } from './gateway.ts'
import { gmRoutes } from './gm.ts'
import { groupRoutes } from './group.ts'
import { hardwareRoutes } from './hardware.ts'
import { healthRoutes } from './health.ts'
import { historyRoutes } from './history.ts'
import { invoiceRoutes } from './invoice.ts'
import { mediaRoutes } from './media.ts'
import { monitorRoutes } from './monitor.ts'
import { msgRoutes } from './msg.ts'
import { noticeRoutes } from './notice.ts'
import { openApiRoutes } from './openapi.ts'
import { opsRoutes } from './ops.ts'
import { outboxRoutes } from './outbox.ts'
import { ownAccountRoutes } from './own-account.ts'
import { pageRoutes } from './page.ts'
import { pageOrderRoutes } from './page-order.ts'
import { platformRoutes } from './platform.ts'
import { pluginRoutes } from './plugins.ts'
import { projectRoutes } from './project.ts'
import { projectEquipRoutes } from './project-equip.ts'
import { projectMvarRoutes } from './project-mvar.ts'
import { projectPermissionRoutes } from './project-pmsn.ts'
import { protocolRoutes } from './protocols.ts'
import { recordRoutes } from './records.ts'
import { recoveryRoutes } from './recovery.ts'
import { roleRoutes } from './role.ts'
import { sceneRoutes } from './scene.ts'
import { securityRoutes } from './security.ts'
import { shareRoutes } from './share.ts'
import { signalRoutes } from './signal.ts'
import { smsRoutes } from './sms.ts'
import { sparkplugRoutes } from './sparkplug.ts'
import { styleRoutes } from './style.ts'
import { symbolRoutes } from './symbol.ts'
import { syncRoutes } from './sync.ts'
import { systemParamRoutes } from './system-param.ts'
import { templateRoutes } from './template.ts'
import type { Route } from './types.ts'
import { userRoutes } from './user.ts'
import { usualRoutes } from './usual.ts'
import { websocketRoutes } from './websocket.ts'

export const routes: readonly Route[] = [
  ...userRoutes,
  ...recoveryRoutes,
  ...securityRoutes,
  ...ownAccountRoutes,
  ...enterpriseRoutes,
  ...deptRoutes,
  ...roleRoutes,
  ...accountRoutes,
  ...enrollRoutes,
  ...noticeRoutes,
  ...feedbackRoutes,
  ...usualRoutes,
  ...expiryRoutes,
  ...recordRoutes,
  ...pluginRoutes,
  ...projectRoutes,
  ...projectPermissionRoutes,
  ...projectEquipRoutes,
  ...projectMvarRoutes,
  ...pageRoutes,
  ...pageOrderRoutes,
  ...equipmentRoutes,
  ...equipmentBindingRoutes,
  ...equipmentShareRoutes,
  ...equipmentConfigRoutes,
  ...equipmentAdvanceRoutes,
  ...hardwareRoutes,
  ...firmwareRoutes,
  ...templateRoutes,
  ...groupRoutes,
  ...monitorRoutes,
  ...signalRoutes,
  ...syncRoutes,
  ...sparkplugRoutes,
  ...websocketRoutes,
  ...historyRoutes,
  ...customReportRoutes,
  ...alarmRoutes,
  ...alarmPushRoutes,
  ...alarmGroupRoutes,
  ...outboxRoutes,
  ...systemParamRoutes,
  ...platformRoutes,
  ...protocolRoutes,
  ...gatewayRoutes,
  ...gmRoutes,
  ...shareRoutes,
  ...msgRoutes,
  ...opsRoutes,
  ...styleRoutes,
  ...assetRoutes,
  ...symbolRoutes,
  ...mediaRoutes,
  ...sceneRoutes,
  ...excelRoutes,
  ...excelRecordRoutes,
  ...apiKeyRoutes,
  ...externalGrantRoutes,
  ...commerceRoutes,
  ...cardRoutes,
  ...invoiceRoutes,
  ...smsRoutes,
  ...healthRoutes,
  ...openApiRoutes(() => routes),
]
