// The industrial symbol library (issue 30), as data: what each symbol is called, where the palette lists
// it, how big it draws, how its bound value reads (its kind) and which of its SVG's elements (by id) are
// its live parts. The drawings themselves are in art/, one module per group, loaded with the first
// symbol of the group that shows: the designer's bundle carries this table only.

import type { SymbolKind } from './kinds.ts'

export { STATES_OF, SYMBOL_KINDS, type SymbolKind, type SymbolState } from './kinds.ts'

export type Localized = { zh: string; en: string }

/**
 * What a part (an SVG element found by its id) does: `state` takes the state's fill, `rotor` turns while
 * running (about `at`), `level` (a rect) fills up to the level, `value` (a text) shows the value, `flow`
 * (a stroked line) runs dashes towards its end while flowing, `fault` shows only in fault.
 */
export const PART_ROLES = ['state', 'rotor', 'level', 'value', 'flow', 'fault'] as const
export type PartRole = (typeof PART_ROLES)[number]
export interface SymbolPart {
  role: PartRole
  /** a rotor's centre, in the drawing's units */
  at?: readonly [number, number]
}

export const SYMBOL_GROUPS = {
  pumps: { zh: '泵', en: 'Pumps' },
  valves: { zh: '阀门', en: 'Valves' },
  vessels: { zh: '罐与容器', en: 'Tanks and vessels' },
  machines: { zh: '电机与风机', en: 'Motors, fans, compressors' },
  heat: { zh: '换热设备', en: 'Heat transfer' },
  conveying: { zh: '输送与混合', en: 'Conveying and mixing' },
  instruments: { zh: '仪表与传感器', en: 'Instruments and sensors' },
  electrical: { zh: '电气', en: 'Electrical' },
  filters: { zh: '过滤与分离', en: 'Filters and separators' },
  piping: { zh: '管道与管件', en: 'Pipes and fittings' },
} as const satisfies Record<string, Localized>
export type SymbolGroup = keyof typeof SYMBOL_GROUPS

export interface SymbolDef {
  id: string
  group: SymbolGroup
  title: Localized
  kind: SymbolKind
  /** the drawing's viewBox size, and the widget's default size */
  size: readonly [number, number]
  parts: Record<string, SymbolPart>
}

const S = { body: { role: 'state' } } as const satisfies Record<string, SymbolPart>
const rotor = (x: number, y: number): Record<string, SymbolPart> => ({
  ...S,
  rotor: { role: 'rotor', at: [x, y] },
})
const FLOW = { ...S, flow: { role: 'flow' } } as const satisfies Record<string, SymbolPart>
const LEVEL = { level: { role: 'level' }, value: { role: 'value' } } as const satisfies Record<
  string,
  SymbolPart
>
const VALUE = { ...S, value: { role: 'value' } } as const satisfies Record<string, SymbolPart>

type Row = [
  id: string,
  zh: string,
  en: string,
  kind: SymbolKind,
  size: readonly [number, number],
  parts: Record<string, SymbolPart>,
]
const SQ = [80, 80] as const

const ROWS: Record<SymbolGroup, Row[]> = {
  pumps: [
    ['pump-centrifugal', '离心泵', 'Centrifugal pump', 'run', SQ, rotor(40, 44)],
    ['pump-inline', '管道泵', 'Inline pump', 'run', SQ, rotor(40, 40)],
    ['pump-gear', '齿轮泵', 'Gear pump', 'run', SQ, rotor(40, 40)],
    ['pump-screw', '螺杆泵', 'Screw pump', 'run', [120, 60], S],
    ['pump-diaphragm', '隔膜泵', 'Diaphragm pump', 'run', SQ, S],
    ['pump-vacuum', '真空泵', 'Vacuum pump', 'run', SQ, rotor(40, 40)],
    ['pump-submersible', '潜水泵', 'Submersible pump', 'run', [60, 100], rotor(30, 70)],
    ['pump-metering', '计量泵', 'Metering pump', 'run', SQ, S],
  ],
  valves: [
    ['valve-gate', '闸阀', 'Gate valve', 'open', [80, 50], S],
    ['valve-globe', '截止阀', 'Globe valve', 'open', [80, 50], S],
    ['valve-ball', '球阀', 'Ball valve', 'open', [80, 50], S],
    ['valve-butterfly', '蝶阀', 'Butterfly valve', 'open', [80, 50], S],
    ['valve-check', '止回阀', 'Check valve', 'open', [80, 50], S],
    ['valve-control', '调节阀', 'Control valve', 'open', [80, 90], S],
    ['valve-solenoid', '电磁阀', 'Solenoid valve', 'open', [80, 90], S],
    ['valve-motor', '电动阀', 'Motorised valve', 'open', [80, 90], S],
    ['valve-three-way', '三通阀', 'Three-way valve', 'open', [80, 80], S],
    ['valve-relief', '安全阀', 'Relief valve', 'open', [70, 80], S],
    ['valve-needle', '针阀', 'Needle valve', 'open', [80, 50], S],
    ['valve-angle', '角阀', 'Angle valve', 'open', [70, 70], S],
  ],
  vessels: [
    ['tank-vertical', '立式储罐', 'Vertical tank', 'level', [80, 140], LEVEL],
    ['tank-horizontal', '卧式储罐', 'Horizontal tank', 'level', [150, 80], LEVEL],
    ['tank-open', '敞口水池', 'Open tank', 'level', [120, 90], LEVEL],
    ['tank-cone', '锥底罐', 'Cone-bottom tank', 'level', [80, 140], LEVEL],
    ['silo', '料仓', 'Silo', 'level', [80, 150], LEVEL],
    ['vessel-pressure', '压力容器', 'Pressure vessel', 'level', [70, 140], LEVEL],
    ['column', '塔器', 'Column', 'level', [50, 170], LEVEL],
    [
      'reactor',
      '反应釜',
      'Reactor',
      'level',
      [100, 130],
      { ...LEVEL, rotor: { role: 'rotor', at: [50, 90] } },
    ],
    ['drum', '缓冲罐', 'Drum', 'level', [110, 70], LEVEL],
  ],
  machines: [
    ['motor', '电动机', 'Motor', 'run', [100, 70], S],
    ['motor-gear', '减速电机', 'Gear motor', 'run', [120, 70], S],
    ['fan', '风机', 'Fan', 'run', SQ, rotor(40, 40)],
    ['fan-axial', '轴流风机', 'Axial fan', 'run', [80, 60], rotor(40, 30)],
    ['blower', '鼓风机', 'Blower', 'run', SQ, rotor(40, 44)],
    ['compressor', '压缩机', 'Compressor', 'run', SQ, S],
    ['compressor-recip', '往复式压缩机', 'Reciprocating compressor', 'run', [90, 80], S],
    ['turbine', '汽轮机', 'Turbine', 'run', [90, 70], S],
    ['generator', '发电机', 'Generator', 'run', SQ, S],
  ],
  heat: [
    ['hx-shell-tube', '管壳式换热器', 'Shell & tube exchanger', 'run', [150, 60], S],
    ['hx-plate', '板式换热器', 'Plate exchanger', 'run', [70, 100], S],
    ['air-cooler', '空冷器', 'Air cooler', 'run', [120, 70], rotor(60, 50)],
    ['heater', '电加热器', 'Electric heater', 'run', [100, 60], S],
    ['boiler', '锅炉', 'Boiler', 'run', [90, 110], S],
    ['cooling-tower', '冷却塔', 'Cooling tower', 'run', [100, 110], rotor(50, 14)],
  ],
  conveying: [
    ['conveyor-belt', '皮带输送机', 'Belt conveyor', 'run', [160, 50], rotor(20, 25)],
    ['conveyor-screw', '螺旋输送机', 'Screw conveyor', 'run', [160, 50], S],
    ['bucket-elevator', '斗式提升机', 'Bucket elevator', 'run', [60, 150], S],
    ['rotary-feeder', '旋转给料阀', 'Rotary feeder', 'run', SQ, rotor(40, 40)],
    ['mixer', '搅拌器', 'Mixer', 'run', [80, 120], rotor(40, 95)],
    ['crusher', '破碎机', 'Crusher', 'run', [90, 90], S],
  ],
  instruments: [
    ['transmitter-pressure', '压力变送器', 'Pressure transmitter', 'value', [90, 60], VALUE],
    ['transmitter-temperature', '温度变送器', 'Temperature transmitter', 'value', [90, 60], VALUE],
    ['transmitter-level', '液位变送器', 'Level transmitter', 'value', [90, 60], VALUE],
    ['transmitter-flow', '流量变送器', 'Flow transmitter', 'value', [90, 60], VALUE],
    ['flowmeter', '电磁流量计', 'Magnetic flowmeter', 'value', [100, 60], VALUE],
    ['gauge-pressure', '压力表', 'Pressure gauge', 'value', [70, 90], VALUE],
    ['thermometer', '温度计', 'Thermometer', 'value', [40, 110], VALUE],
    ['analyzer', '分析仪', 'Analyser', 'value', [90, 70], VALUE],
    ['level-switch', '液位开关', 'Level switch', 'open', [70, 70], S],
    ['pressure-switch', '压力开关', 'Pressure switch', 'open', [70, 70], S],
  ],
  electrical: [
    ['switch', '隔离开关', 'Disconnector', 'open', [60, 100], S],
    ['breaker', '断路器', 'Circuit breaker', 'open', [60, 100], S],
    ['transformer', '变压器', 'Transformer', 'run', [70, 110], S],
    ['lamp', '指示灯', 'Indicator lamp', 'run', [60, 60], S],
    ['fuse', '熔断器', 'Fuse', 'open', [40, 100], S],
    ['push-button', '按钮', 'Push button', 'open', [60, 60], S],
  ],
  filters: [
    ['filter', '过滤器', 'Filter', 'run', [70, 100], S],
    ['strainer-y', 'Y型过滤器', 'Y strainer', 'run', [90, 60], S],
    ['filter-bag', '袋式过滤器', 'Bag filter', 'run', [80, 130], S],
    ['cyclone', '旋风分离器', 'Cyclone', 'run', [70, 140], S],
  ],
  piping: [
    ['pipe', '管道', 'Pipe', 'flow', [160, 20], FLOW],
    ['pipe-elbow', '弯头', 'Elbow', 'flow', [60, 60], FLOW],
    ['pipe-tee', '三通', 'Tee', 'flow', [80, 50], FLOW],
    ['pipe-cross', '四通', 'Cross', 'flow', [60, 60], FLOW],
    ['pipe-reducer', '异径管', 'Reducer', 'flow', [80, 40], FLOW],
    ['pipe-flange', '法兰', 'Flange', 'flow', [50, 50], FLOW],
    ['pipe-polyline', '折线管道', 'Polyline pipe', 'flow', [120, 60], FLOW],
  ],
}

export const SYMBOLS: readonly SymbolDef[] = Object.entries(ROWS).flatMap(([group, rows]) =>
  rows.map(([id, zh, en, kind, size, parts]) => ({
    id,
    group: group as SymbolGroup,
    title: { zh, en },
    kind,
    size,
    parts,
  })),
)

const BY_ID = new Map(SYMBOLS.map((s) => [s.id, s]))
export const symbolOf = (id: string): SymbolDef | undefined => BY_ID.get(id)

/** The drawings of a group, by symbol id: each an SVG document of the symbol's viewBox. */
export type Art = Readonly<Record<string, string>>
export const ART: Record<SymbolGroup, () => Promise<{ default: Art }>> = {
  pumps: () => import('./art/pumps.ts'),
  valves: () => import('./art/valves.ts'),
  vessels: () => import('./art/vessels.ts'),
  machines: () => import('./art/machines.ts'),
  heat: () => import('./art/heat.ts'),
  conveying: () => import('./art/conveying.ts'),
  instruments: () => import('./art/instruments.ts'),
  electrical: () => import('./art/electrical.ts'),
  filters: () => import('./art/filters.ts'),
  piping: () => import('./art/piping.ts'),
}

const loaded = new Map<SymbolGroup, Promise<Art>>()
/** A symbol's drawing, loading its group's module the first time. */
export function artOf(def: SymbolDef): Promise<string | undefined> {
  let art = loaded.get(def.group)
  if (!art) {
    art = ART[def.group]().then((m) => m.default)
    loaded.set(def.group, art)
  }
  return art.then((a) => a[def.id])
}
