// What the equipment screens read of the `equipment/multi/*` answers (platform spec §3 "Device").
export interface Device {
  id: string
  name: string
  sn?: string
  groupId?: string | null
  groupName?: string
  /** gateway state: online | offline | sleeping; absent without a gateway */
  state?: string
  templateId?: string | null
  templateName?: string
  shared?: boolean
  address?: string
  remark?: string
  lng?: number | null
  lat?: number | null
}

export interface Group {
  id: string
  name: string
  parentId?: string | null
}

export interface ShareInfo {
  shared: boolean
  auth?: { topMenu?: boolean; menu?: boolean; write?: boolean }
}

export interface DeviceUser {
  accountId: string
  loginname: string
}
