// Building blocks of API bodies: ids, paging, text limits, contact formats.
import Type, { type Static, type TSchema } from 'typebox'

/** An entity id as the API carries it (uuid text): no spaces or commas, so it is one id exactly. */
export const Id = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })
export const OptionalId = Type.Optional(Type.Union([Id, Type.Literal('')]))

export const Text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength })
export const Name = Text(64, 1)

export const Phone = Type.String({ pattern: '^\\+?[0-9][0-9-]{5,19}$' })
export const Email = Type.String({ format: 'email', maxLength: 100 })

/** Passwords are checked against the spec §5 rules by the handler, to name the broken rule. */
export const PasswordText = Text(64)

export const Paging = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
}

export const Empty = Type.Object({})

/** A page of a list, as every query call answers. */
export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    pageNo: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  })
export type Paged<T> = { list: T[]; total: number; pageNo: number; pageSize: number }
const PagingBody = Type.Object(Paging)
export type PagingInput = Static<typeof PagingBody>
