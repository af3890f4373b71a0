// A warning in the corner, through antd's static notification. Imported lazily by RemotePluginsGate, so
// the runtime route loads antd only when there is something to say.
import { notification } from 'antd'

export function warn(message: string): void {
  notification.warning({ message, placement: 'bottomRight' })
}
