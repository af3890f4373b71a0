// The menu of the navigation bar and the side menu (designer spec §3, §9): dataArray of first-level
// items (id, label, iconHref, clickEvent, authRegion, defaultAct) with second-level children (id, label,
// parent, clickEvent, defaultAct, authRegion); styles per level (height 40), icons and arrows.
import Type, { type Static } from 'typebox'
import {
  Bool,
  Color,
  clickEventGroup,
  Font,
  filledLists,
  Image,
  inEnglish,
  Px,
  Str,
  shownWhen,
} from './schema.ts'
import { defaultClickConfig } from './write.ts'

/** Height of a menu row, both levels (§9). */
export const MENU_HEIGHT = 40

const regions = () => Type.String({ default: '', 'x-ui': { 'ui:widget': 'regions' } })

export const NavChild = Type.Object(
  {
    id: Str(),
    label: Str(),
    parent: Str(),
    clickEvent: clickEventGroup(false),
    defaultAct: Bool(false),
    authRegion: regions(),
  },
  { additionalProperties: true },
)
export const NavItem = Type.Object(
  {
    id: Str(),
    label: Str(),
    iconHref: Image(),
    clickEvent: clickEventGroup(false),
    authRegion: regions(),
    defaultAct: Bool(false),
    children: Type.Array(NavChild, { default: [] }),
  },
  { additionalProperties: true },
)

const event = () => ({ enable: false, config: { ...defaultClickConfig(), action: 'page' as const } })
/** The default labels: the spec's Chinese ones, or the same in English (an English designer's new widget). */
const LABELS = { zh: { item: '菜单', child: '子菜单' }, en: { item: 'Menu ', child: 'Submenu ' } }
type Lang = keyof typeof LABELS

const child = (parent: string, n: number, lang: Lang) => ({
  id: `${parent}-${n}`,
  label: `${LABELS[lang].child}${n}`,
  parent,
  clickEvent: event(),
  defaultAct: false,
  authRegion: '',
})
const item = (n: number, withChildren: boolean, lang: Lang) => ({
  id: `${n}`,
  label: `${LABELS[lang].item}${n}`,
  iconHref: '',
  clickEvent: event(),
  authRegion: '',
  defaultAct: n === 1,
  children: withChildren ? [child(`${n}`, 1, lang), child(`${n}`, 2, lang)] : [],
})

const defaultItems = (lang: Lang) => [item(1, false, lang), item(2, true, lang), item(3, false, lang)]

export const navData = () =>
  Type.Object(
    {
      type: Type.Enum(['signal'], { default: 'signal', 'x-ui': { 'ui:widget': 'hidden' } }),
      ...filledLists(),
      dataArray: inEnglish(Type.Array(NavItem, { default: defaultItems('zh') }), defaultItems('en')),
    },
    { additionalProperties: true },
  )

const level = (fill: string, activeFill: string, color: string, activeColor: string) =>
  Type.Object({
    height: Px(MENU_HEIGHT, { minimum: 10 }),
    fill: Color(fill),
    activeFill: Color(activeFill),
    font: Font({ size: 14, color }),
    activeColor: Color(activeColor),
  })

export const navStyle = () => ({
  first: level('#001529', '#1677ff', '#ffffffd9', '#ffffff'),
  second: level('#000c17', '#1677ff', '#ffffffa6', '#ffffff'),
  icon: Type.Object({ show: Bool(true), size: shownWhen(Px(16, { minimum: 8 }), { show: [true] }) }),
  arrow: Type.Object({ show: Bool(true), color: shownWhen(Color('#ffffffa6'), { show: [true] }) }),
})

/** The options of the side menu, which the navigation bar extends with its alignment. */
export const navSchema = () => Type.Object({ data: navData(), style: Type.Object(navStyle()) })

/** What the shared view of both navigation widgets reads. */
export type NavOptions = Static<ReturnType<typeof navSchema>>
export type NavChild = Static<typeof NavChild>
export type NavItem = Static<typeof NavItem>
