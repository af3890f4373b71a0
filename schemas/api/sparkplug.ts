// Bodies and answers of the Sparkplug B calls for third-party edge nodes (issue 13): a device's group id
// (its gateway's own, over the enterprise's and the platform's default) and the adoption of the metrics
// its node announced that are no variables yet.
import Type, { type Static } from 'typebox'
import { Id, Text } from './common.ts'
import { VariableName } from './equipment-config.ts'

/**
 * A Sparkplug group id (3.0 §4.1: no '+', '/' or '#'); here also no spaces or control characters and not
 * `STATE` (spBv1.0/STATE/… is the host applications' topic), at most 64 characters.
 */
export const SPARKPLUG_GROUP_PATTERN = '^(?!STATE$)[^/+#\\s\\u0000-\\u001f]{1,64}$'

export const SparkplugGroupBody = Type.Object({
  equipmentId: Id,
  /** '' goes back to the enterprise's group, else the platform's default */
  group: Type.Union([Type.Literal(''), Type.String({ pattern: SPARKPLUG_GROUP_PATTERN })]),
})
export type SparkplugGroupBody = Static<typeof SparkplugGroupBody>

/** `org/enterprise/sparkplugGroup`: the caller's enterprise's group id ('' for the default). */
export const EnterpriseGroupBody = Type.Object({ group: SparkplugGroupBody.properties.group })
export type EnterpriseGroupBody = Static<typeof EnterpriseGroupBody>

export const SparkplugInfo = Type.Object({
  sn: Type.String(),
  /** the gateway's own group id, null when it has none */
  group: Type.Union([Type.String(), Type.Null()]),
  /** the enterprise's group id, null when it has none */
  enterpriseGroup: Type.Union([Type.String(), Type.Null()]),
  /** the group the node must speak in */
  effective: Type.String(),
  defaultGroup: Type.String(),
})
export type SparkplugInfo = Static<typeof SparkplugInfo>

/** A metric of a birth, named as the node named it under its Sparkplug device id ('' for the node). */
export const MetricRef = Type.Object({
  segment: Text(64),
  /** a variable's key holds it: at most 64 characters */
  name: Text(64, 1),
})
export type MetricRef = Static<typeof MetricRef>

export const DiscoveredMetric = Type.Object({
  ...MetricRef.properties,
  /** the driver the Sparkplug device id names; null for the node's own metrics */
  driverId: Type.Union([Type.String(), Type.Null()]),
  driverName: Type.String(),
  /** Sparkplug datatype code and name (Int16, String, …) */
  datatype: Type.Integer(),
  datatypeName: Type.String(),
  /** the platform data type an adopted variable gets */
  dataType: Type.String(),
  /** the value of the latest birth (a text, a number, a boolean), null when none */
  value: Type.Union([Type.Number(), Type.Boolean(), Type.String(), Type.Null()]),
  firstSeenAt: Type.Integer(),
  lastSeenAt: Type.Integer(),
})
export type DiscoveredMetric = Static<typeof DiscoveredMetric>

export const DiscoveredList = Type.Object({
  list: Type.Array(DiscoveredMetric),
  /** metrics dismissed and still offered by the births */
  dismissed: Type.Integer({ minimum: 0 }),
})
export type DiscoveredList = Static<typeof DiscoveredList>

export const ADOPT_MAX = 100

export const AdoptBody = Type.Object({
  equipmentId: Id,
  metrics: Type.Array(
    Type.Object({
      ...MetricRef.properties,
      /** the variable's name (spec §5 rules; default: the metric's name made one), its key the metric's */
      title: Type.Optional(VariableName),
      unit: Type.Optional(Text(16)),
    }),
    { minItems: 1 },
  ),
})
export type AdoptBody = Static<typeof AdoptBody>

export const DismissBody = Type.Object({
  equipmentId: Id,
  metrics: Type.Array(MetricRef, { minItems: 1 }),
})
export type DismissBody = Static<typeof DismissBody>
