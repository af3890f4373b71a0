// Weather (designer spec §3, §5, §9): a place chosen by province, city and county (GB/T 2260 codes; the
// title defaults to a city's name), the display mode, a theme colour and the corner radius. At most 3 on a
// page. Values come from the platform's weather provider, cached there per place for 10 minutes.
import Type from 'typebox'
import { Choice, Num, Px, Str, staticData, titled } from '../common/schema.ts'

export const THEME_COLORS = ['white', 'blue', 'orange', 'yellow'] as const
export const MODES = ['simple', 'detail'] as const
export const MAX_WEATHER = 3

const Code = (def: string, title: { zh: string; en: string }) =>
  titled(Type.String({ default: def, pattern: '^(\\d{6})?$' }), title)

export const schema = Type.Object({
  // the place is picked by name (province → city → county); the codes are never typed
  data: staticData(
    {
      provinceId: Code('110000', { zh: '省份代码', en: 'Province code' }),
      cityId: Code('110100', { zh: '城市代码', en: 'City code' }),
      countyId: Code('', { zh: '区县代码', en: 'County code' }),
      title: titled(Str('北京'), { zh: '标题', en: 'Title' }),
      positionType: titled(Choice(['manual'], 'manual'), { zh: '定位方式', en: 'Position' }),
    },
    { 'ui:field': 'region' },
  ),
  style: Type.Object({
    mode: titled(Choice(MODES, 'detail'), { zh: '显示模式', en: 'Mode' }),
    themeColor: titled(Choice(THEME_COLORS, 'blue'), { zh: '主题色', en: 'Theme colour' }),
    radius: Px(8, { minimum: 0 }),
    opacity: Num(1, { minimum: 0, maximum: 1, multipleOf: 0.01, 'x-ui': { 'ui:widget': 'range' } }),
  }),
})
