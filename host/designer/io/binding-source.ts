// The lists behind the signal picker and the binding refresh of a page: the target's equipment and their
// signals, report signals, system keys and memory variables, each asked once and kept.
import type { CallArgs, Calls } from '../../../core/api/index.ts'
import type { BindingLists } from '../../../core/kernel/index.ts'
import type { EndpointPath } from '../../../schemas/api/endpoints.ts'
import { PATHS } from '../../widgets/paths.ts'
import {
  type EquipRecord,
  equipRecord,
  listOf,
  type MvarRecord,
  mvarRecord,
  type PageRecord,
  pageRecord,
  type SignalRecord,
  type SystemKeyRecord,
  signalRecord,
  systemKeyRecord,
} from './records.ts'
import { type DesignTarget, ownerFields } from './target.ts'

/** The owner of the target's pages, as project/page/query names it (only the one that is set). */
const pageOwnerOf = (target: DesignTarget) =>
  Object.fromEntries(Object.entries(ownerFields(target)).filter(([, v]) => v))

export interface BindingSource {
  equips(): Promise<EquipRecord[]>
  signals(equipId: string): Promise<SignalRecord[]>
  reportSignals(equipId: string): Promise<SignalRecord[]>
  systemKeys(): Promise<SystemKeyRecord[]>
  mvars(): Promise<MvarRecord[]>
  /** Pages a click event may open: the target's own, or an equipment's with `equipId`. */
  pages(equipId?: string): Promise<PageRecord[]>
  /** Everything binding refresh checks saved bindings against. */
  lists(): Promise<BindingLists>
}

export function createBindingSource(api: Pick<Calls, 'call'>, target: DesignTarget): BindingSource {
  const cache = new Map<string, Promise<unknown>>()
  const once = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let hit = cache.get(key) as Promise<T> | undefined
    if (!hit) {
      hit = load()
      cache.set(key, hit)
      hit.catch(() => cache.delete(key))
    }
    return hit
  }
  const ask = async <P extends EndpointPath>(path: P, ...args: CallArgs<P>) =>
    listOf(await api.call(path, ...args))

  const equips = () =>
    once('equips', async () =>
      target.kind === 'project'
        ? (await ask(PATHS.projectEquips, { projectId: target.id })).map(equipRecord)
        : [{ equipmentId: target.id, title: '' }],
    )
  const equipOf = async (equipId: string) => (await equips()).find((e) => e.equipmentId === equipId)
  const signals = (equipId: string) =>
    once(`signals:${equipId}`, async () => {
      const equip = await equipOf(equipId)
      const answer =
        target.kind === 'project'
          ? await ask(PATHS.projectSignals, { projectId: target.id, equipmentId: equipId })
          : await ask(PATHS.equipSignals, { equipmentId: equipId })
      return answer.map((r) => signalRecord(r, equip))
    })
  const reportSignals = (equipId: string) =>
    once(`report:${equipId}`, async () => {
      const equip = await equipOf(equipId)
      return (await ask(PATHS.reportSignals, { equipmentId: equipId })).map((r) => signalRecord(r, equip))
    })
  const systemKeys = () => once('system', async () => (await ask(PATHS.systemKeys, {})).map(systemKeyRecord))
  const mvars = () =>
    once('mvars', async () =>
      target.kind === 'project'
        ? (await ask(PATHS.projectMvars, { projectId: target.id })).map(mvarRecord)
        : [],
    )

  const pages = (equipId?: string) =>
    once(`pages:${equipId ?? ''}`, async () =>
      (await ask(PATHS.pages, equipId ? { equipmentId: equipId } : pageOwnerOf(target))).map(pageRecord),
    )

  return {
    equips,
    pages,
    signals,
    reportSignals,
    systemKeys,
    mvars,
    async lists() {
      const all = await equips()
      const [perEquip, vars] = await Promise.all([
        Promise.all(all.map((e) => signals(e.equipmentId))),
        mvars(),
      ])
      return { equips: all, signals: perEquip.flat(), mvars: vars }
    },
  }
}
