import { defineWidget } from '../../../core/kernel/index.ts'
import { optionsOf } from '../common/define.ts'
import { lazyView } from '../common/lazy-view.tsx'
import { MAX_WEATHER, schema } from './schema.ts'

export default defineWidget({
  type: 'ComplexWeather',
  version: '1.0.0',
  category: 'complex',
  title: { zh: '天气', en: 'Weather' },
  ...optionsOf(schema),
  defaultSize: { width: 300, height: 90 },
  bindingKinds: [],
  maxPerPage: MAX_WEATHER,
  component: lazyView(() => import('./view.tsx'), 'WeatherView'),
})
