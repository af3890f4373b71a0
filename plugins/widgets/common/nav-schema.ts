// The menu of the navigation bar and the side menu (designer spec §3, §9): dataArray of first-level
// items (id, label, iconHref, clickEvent, authRegion, defaultAct) with second-level children (id, label,
// parent, clickEvent, defaultAct, authRegion); styles per level (height 40), icons and arrows.
import Type, { type Static } from 'typebox'
import { Bool, Color, clickEventGroup, Font, filledLists, Image, Px, Str } from './schema.ts'
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
const child = (parent: string, n: number) => ({
  id: `${parent}-${n}`,
  label: `子菜单${n}`,
  parent,
  clickEvent: event(),
  defaultAct: false,
  authRegion: '',
})
const item = (n: number, withChildren: boolean) => ({
  id: `${n}`,
  label: `菜单${n}`,
  iconHref: '',
  clickEvent: event(),
  authRegion: '',
  defaultAct: n === 1,
  children: withChildren ? [child(`${n}`, 1), child(`${n}`, 2)] : [],
})

export const navData = () =>
  Type.Object(
    {
      type: Type.Enum(['signal'], { default: 'signal', 'x-ui': { 'ui:widget': 'hidden' } }),
      ...filledLists(),
      dataArray: Type.Array(NavItem, { default: [item(1, false), item(2, true), item(3, false)] }),
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
  icon: Type.Object({ show: Bool(true), size: Px(16, { minimum: 8 }) }),
  arrow: Type.Object({ show: Bool(true), color: Color('#ffffffa6') }),
})

/** The options of the side menu, which the navigation bar extends with its alignment. */
export const navSchema = () => Type.Object({ data: navData(), style: Type.Object(navStyle()) })

/** What the shared view of both navigation widgets reads. */
export type NavOptions = Static<ReturnType<typeof navSchema>>
export type NavChild = Static<typeof NavChild>
export type NavItem = Static<typeof NavItem>
