// Side menu (designer spec §3, §9): two levels down the side, rows 40 px high, icons and arrows.
import { navSchema } from '../common/nav-schema.ts'

export const schema = navSchema()
