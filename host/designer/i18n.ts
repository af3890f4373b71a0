// The designer's and the widgets' texts on the app's i18next instance.

import { WIDGET_TEXTS } from '../../plugins/widgets/texts.ts'
import { useTexts } from '../widgets/texts.ts'
import { DESIGNER_NS, DESIGNER_TEXTS } from './texts.ts'

export const WIDGETS_NS = 'widgets'

export function useDesignerTexts() {
  useTexts(WIDGETS_NS, WIDGET_TEXTS)
  return useTexts(DESIGNER_NS, DESIGNER_TEXTS)
}
