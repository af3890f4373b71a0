// What the births of one edge node said, kept until its next birth: the aliases it defined (Sparkplug
// aliases are unique across a node and its devices, and data may then carry the alias alone), each
// device's metrics with their datatypes (writes go down with the name, alias and datatype the node
// gave), which variable each metric feeds, and whether the node announced our agent's command
// extension (`Command/Result` in its NBIRTH: commands carry `Command/Id` and are answered by a result).
import { type Metric, Metrics } from '../../core/sparkplug/index.ts'

export interface BornMetric {
  /** the Sparkplug device id it was born under; NODE_SEGMENT for the node's own */
  segment: string
  name: string
  alias?: number
  datatype: number
}

export class NodeSession {
  /** the node announced the Command/Id + Command/Result extension in its NBIRTH */
  extension = false
  private readonly aliases = new Map<number, BornMetric>()
  private readonly byVariable = new Map<string, BornMetric>()
  /** the point each variable's birth stored */
  private readonly bornPoints = new Map<string, { time: number; value: unknown }>()

  /** A node's NBIRTH: a new session, every alias of the old one gone. */
  static born(p: { metrics: readonly Metric[] }): NodeSession {
    const s = new NodeSession()
    s.extension = p.metrics.some((m) => m.name === Metrics.commandResult)
    return s
  }

  /** Takes the aliases a birth defines (NBIRTH or a DBIRTH under `segment`). */
  define(segment: string, metrics: readonly Metric[]): void {
    for (const [alias, born] of this.aliases) if (born.segment === segment) this.aliases.delete(alias)
    for (const m of metrics)
      if (m.name !== undefined && m.alias !== undefined)
        this.aliases.set(m.alias, { segment, name: m.name, alias: m.alias, datatype: m.datatype })
  }

  /** The name of a metric, given by itself or by its alias; undefined for an alias no birth defined. */
  nameOf(m: Metric): string | undefined {
    return m.name ?? (m.alias === undefined ? undefined : this.aliases.get(m.alias)?.name)
  }

  /**
   * A birth's metric `m`, named `name`, feeds this variable. The metric its alias defined is the one
   * kept (define() just took it): one object per metric of a fleet, not one per map.
   */
  feeds(variableId: string, segment: string, name: string, m: Metric): void {
    const defined = m.alias === undefined ? undefined : this.aliases.get(m.alias)
    const same = defined?.segment === segment && defined.name === name && defined.datatype === m.datatype
    this.byVariable.set(
      variableId,
      same
        ? defined
        : { segment, name, datatype: m.datatype, ...(m.alias === undefined ? {} : { alias: m.alias }) },
    )
  }

  /** A point a birth gave this variable (stored then); data repeating it (a replay) is not a new one. */
  bornAt(variableId: string, time: number, value: unknown): void {
    this.bornPoints.set(variableId, { time, value })
  }

  /** Compared as they are, not as text: no string made per value of a fleet (issue 26). */
  wasBorn(variableId: string, time: number, value: unknown): boolean {
    const born = this.bornPoints.get(variableId)
    return born !== undefined && born.time === time && Object.is(born.value, value)
  }

  /** The metric a variable was born as, to write it. */
  metricOf(variableId: string): BornMetric | undefined {
    return this.byVariable.get(variableId)
  }
}
