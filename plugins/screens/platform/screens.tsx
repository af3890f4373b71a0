// The platform administrators' screens' lazy entry (issue 35).
import { Space } from 'antd'
import { SystemParams } from '../operations/system-params.tsx'
import { Catalog } from './catalog.tsx'
import { Dictionary } from './dictionary.tsx'

export { FeedbackInbox } from './feedback.tsx'
export { Hardware } from './hardware.tsx'
export { Licence } from './licence.tsx'
export { SystemNotices } from './notices.tsx'
export { Protocols } from './protocols.tsx'

export const ConfigModels = () => <Catalog kind="configModel" />
export const Market = () => <Catalog kind="market" />
export const AppVersions = () => <Catalog kind="appVersion" />
export const Products = () => <Catalog kind="product" />

/** The data dictionary above the notification parameters (public address, clouds). */
export function Params() {
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="platform-params">
      <Dictionary />
      <SystemParams />
    </Space>
  )
}
