// One descriptor per binding kind (designer spec §3, data binding block): which ids a data block of that
// kind references, which live keys it needs, how its main value is resolved and how it is refreshed.
// They satisfy the kernel's BindingResolver contract, so the binding plugin registers them as they are.
import type { BindingKind, DataBinding, PageBind } from '../../schemas/page.ts'
import type { BindingResolver } from '../kernel/types.ts'
import { liveKey } from './live-keys.ts'
import { refreshBinding } from './refresh.ts'

export interface BindingKindDescriptor extends BindingResolver {
  /** The ids this data block references, by page `bind` list. */
  references: (data: DataBinding) => PageBind
}

const present = (ids: readonly (string | undefined)[]): string[] => [
  ...new Set(ids.filter((id): id is string => Boolean(id))),
]

const refs = (partial: { [K in keyof PageBind]?: readonly (string | undefined)[] }): PageBind => ({
  equips: present(partial.equips ?? []),
  signals: present(partial.signals ?? []),
  keys: present(partial.keys ?? []),
  mvars: present(partial.mvars ?? []),
})

/** Live keys of the referenced signals, system keys and memory variables. */
export const liveKeysOf = (bind: PageBind): string[] => [
  ...bind.signals.map(liveKey.signal),
  ...bind.keys.map(liveKey.system),
  ...bind.mvars.map(liveKey.mvar),
]

/** Signal and scene blocks: the single signal plus every signal array (charts, xy lines, webgl scenes). */
const signalReferences = (data: DataBinding): PageBind => {
  const all = [data, ...(data.signalArray ?? []), ...(data.signalArrayX ?? []), ...(data.signalArrayY ?? [])]
  return refs({ equips: all.map((r) => r.equipId), signals: all.map((r) => r.signalId) })
}

/** Report blocks read history through the report, so they reference equipment but no live signal. */
const reportReferences = (data: DataBinding): PageBind =>
  refs({ equips: [data.equipId, ...(data.reportSignalArray ?? []).map((r) => r.equipId)] })

const systemReferences = (data: DataBinding): PageBind =>
  refs({ keys: [data.systemKey, ...(data.systemArray ?? []).map((r) => r.systemKey)] })

const mvarReferences = (data: DataBinding): PageBind =>
  refs({ mvars: [data.mvarId, ...(data.mvarArray ?? []).map((r) => r.mvarId)] })

const kindDescriptor = (
  kind: BindingKind,
  references: (data: DataBinding) => PageBind,
  mainKey: (data: DataBinding) => string | undefined,
): BindingKindDescriptor => ({
  kind,
  references,
  keys: (data) => liveKeysOf(references(data)),
  resolve: (data, lookup) => {
    const key = mainKey(data)
    return key === undefined ? undefined : lookup(key)
  },
  meta: (data, metaOf) => {
    const key = mainKey(data)
    return key === undefined ? undefined : metaOf(key)
  },
  refresh: (data, lists) => refreshBinding(data, lists),
})

const when = (id: string | undefined, key: (id: string) => string) => (id ? key(id) : undefined)

export const BINDING_DESCRIPTORS: Readonly<Record<BindingKind, BindingKindDescriptor>> = {
  signal: kindDescriptor('signal', signalReferences, (d) => when(d.signalId, liveKey.signal)),
  scene: kindDescriptor('scene', signalReferences, (d) => when(d.signalId, liveKey.signal)),
  report: kindDescriptor('report', reportReferences, () => undefined),
  system: kindDescriptor('system', systemReferences, (d) => when(d.systemKey, liveKey.system)),
  mvar: kindDescriptor('mvar', mvarReferences, (d) => when(d.mvarId, liveKey.mvar)),
}

/** The descriptor of a data block's kind (signal when the block has no type); none for foreign types. */
export const descriptorOf = (data: DataBinding): BindingKindDescriptor | undefined =>
  (BINDING_DESCRIPTORS as Record<string, BindingKindDescriptor | undefined>)[data.type ?? 'signal']
