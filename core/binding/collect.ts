// The page `bind` lists (designer spec §3, page JSON): every equipment, signal, system key and memory
// variable the widgets refer to, for live subscriptions and for the saved page.
import type { PageBind, Widget } from '../../schemas/page.ts'
import { descriptorOf } from './kinds.ts'
import { type BindingSite, forEachBindingSite } from './sites.ts'

const EMPTY: PageBind = { equips: [], signals: [], keys: [], mvars: [] }

/** What one binding site refers to. Click and iframe targets count only when they point at equipment. */
function referencesOf(site: BindingSite): PageBind {
  switch (site.kind) {
    case 'data':
      return descriptorOf(site.data)?.references(site.data) ?? EMPTY
    case 'equipPage':
      return site.page.type === 'equip' ? { ...EMPTY, equips: [site.page.equipId] } : EMPTY
    case 'iframe':
      return site.target.type === 'equip' ? { ...EMPTY, equips: [site.target.mainId ?? ''] } : EMPTY
    case 'alarmEquip':
    case 'mapEquip':
      return { ...EMPTY, equips: [site.entry.equipmentId ?? ''] }
  }
}

/** The distinct ids the widgets refer to, groups' children included, in document order. */
export function collectBindings(widgets: readonly Widget[]): PageBind {
  const found = {
    equips: new Set<string>(),
    signals: new Set<string>(),
    keys: new Set<string>(),
    mvars: new Set<string>(),
  }
  forEachBindingSite(widgets, (site) => {
    const refs = referencesOf(site)
    for (const list of ['equips', 'signals', 'keys', 'mvars'] as const) {
      for (const id of refs[list]) if (id) found[list].add(id)
    }
  })
  return {
    equips: [...found.equips],
    signals: [...found.signals],
    keys: [...found.keys],
    mvars: [...found.mvars],
  }
}
