// The operations screens' lazy entry (issue 21).
export { AlarmAck } from './ack.tsx'
export { AlarmGroups } from './alarm-groups.tsx'
export { Gateways } from './gateways.tsx'
export { Groups } from './groups.tsx'
export { Outbox } from './outbox.tsx'
export { ShareView } from './share.tsx'
