// Sparkplug B topic namespace: spBv1.0/{group}/{type}/{edgeNode}[/{device}] and the host STATE topic
// spBv1.0/STATE/{hostId} (Sparkplug 3.0 form). In this platform: group = SPARKPLUG_GROUP, edge node = the
// gateway's 12-digit SN, device = a driver's id.
export const NAMESPACE = 'spBv1.0'
/** The Sparkplug group id every lfscada gateway publishes under. */
export const SPARKPLUG_GROUP = 'lfscada'

export const NODE_TYPES = ['NBIRTH', 'NDEATH', 'NDATA', 'NCMD'] as const
export const DEVICE_TYPES = ['DBIRTH', 'DDEATH', 'DDATA', 'DCMD'] as const
export type NodeMessageType = (typeof NODE_TYPES)[number]
export type DeviceMessageType = (typeof DEVICE_TYPES)[number]
export type MessageType = NodeMessageType | DeviceMessageType

export type SparkplugTopic =
  | { kind: 'node'; group: string; type: NodeMessageType; edgeNode: string }
  | { kind: 'device'; group: string; type: DeviceMessageType; edgeNode: string; device: string }
  | { kind: 'state'; hostId: string }

/** An id usable as one topic level: not empty, no '/', '+' or '#'. */
export const isTopicId = (s: string): boolean => s.length > 0 && !/[/+#]/.test(s)

export function nodeTopic(group: string, type: NodeMessageType, edgeNode: string): string {
  assertIds(group, edgeNode)
  return `${NAMESPACE}/${group}/${type}/${edgeNode}`
}

export function deviceTopic(
  group: string,
  type: DeviceMessageType,
  edgeNode: string,
  device: string,
): string {
  assertIds(group, edgeNode, device)
  return `${NAMESPACE}/${group}/${type}/${edgeNode}/${device}`
}

export function stateTopic(hostId: string): string {
  assertIds(hostId)
  return `${NAMESPACE}/STATE/${hostId}`
}

export function buildTopic(t: SparkplugTopic): string {
  if (t.kind === 'state') return stateTopic(t.hostId)
  if (t.kind === 'node') return nodeTopic(t.group, t.type, t.edgeNode)
  return deviceTopic(t.group, t.type, t.edgeNode, t.device)
}

/** Parses a Sparkplug topic; anything outside the namespace or malformed gives undefined. */
export function parseTopic(topic: string): SparkplugTopic | undefined {
  const parts = topic.split('/')
  if (parts[0] !== NAMESPACE || parts.some((p) => !isTopicId(p))) return undefined
  if (parts[1] === 'STATE') return parts.length === 3 ? { kind: 'state', hostId: parts[2]! } : undefined
  const [, group, type, edgeNode, device] = parts
  if (!group || !edgeNode) return undefined
  if ((NODE_TYPES as readonly string[]).includes(type!) && parts.length === 4)
    return { kind: 'node', group, type: type as NodeMessageType, edgeNode }
  if ((DEVICE_TYPES as readonly string[]).includes(type!) && parts.length === 5 && device)
    return { kind: 'device', group, type: type as DeviceMessageType, edgeNode, device }
  return undefined
}

function assertIds(...ids: string[]): void {
  for (const id of ids)
    if (!isTopicId(id)) throw new TypeError(`invalid Sparkplug topic id: ${JSON.stringify(id)}`)
}
