// Navigation bar (designer spec §3): two menu levels across the top, aligned by alignType; fixedPos keeps
// it in place while the page scrolls.
import Type from 'typebox'
import { navData, navStyle } from '../common/nav-schema.ts'
import { Bool, Choice } from '../common/schema.ts'

export const schema = Type.Object({
  data: navData(),
  style: Type.Object({
    ...navStyle(),
    alignType: Choice(['left', 'center', 'right'] as const, 'left'),
    fixedPos: Bool(false),
  }),
})
