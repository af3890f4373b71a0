// Bodies of the 3D scene calls (`scene/*`): scenes of the enterprise, each a glTF/GLB model of the asset
// library with the camera's home view and per-object bindings (colour, visibility, blink, rotation by a
// rule on a signal's value, a label with the live value, a click event).
import Type, { type Static } from 'typebox'
import { SYMBOLS } from '../page.ts'
import { Empty, Id, Name, Text } from './common.ts'

const Vec3 = Type.Tuple([Type.Number(), Type.Number(), Type.Number()])

export const ObjectBinding = Type.Object({
  /** the model's node name */
  object: Text(100, 1),
  equipId: Text(64),
  signalId: Text(64, 1),
  title: Type.Optional(Text(100)),
  symbol: Type.Enum(SYMBOLS),
  value: Text(64),
  /** what the object does while the rule holds */
  color: Type.Optional(Type.String({ pattern: '^#[0-9a-fA-F]{6}$' })),
  hide: Type.Optional(Type.Boolean()),
  blink: Type.Optional(Type.Boolean()),
  rotate: Type.Optional(Type.Boolean()),
  /** a label over the object with the live value */
  label: Type.Optional(Type.Boolean()),
  /** a link opened on click */
  link: Type.Optional(Text(500)),
})
export type ObjectBinding = Static<typeof ObjectBinding>

export const SceneConfig = Type.Object({
  camera: Type.Optional(Type.Object({ position: Vec3, target: Vec3 })),
  bindings: Type.Array(ObjectBinding, { maxItems: 200 }),
})
export type SceneConfig = Static<typeof SceneConfig>

export const SceneAddBody = Type.Object({ name: Name, modelAssetId: Type.Optional(Type.String()) })
export type SceneAddBody = Static<typeof SceneAddBody>

/** Fields left out are kept; `config` is the whole document as JSON text. */
export const SceneEditBody = Type.Object({
  id: Id,
  name: Type.Optional(Name),
  modelAssetId: Type.Optional(Type.String()),
  config: Type.Optional(Text(200_000)),
  thumbnail: Type.Optional(
    Type.String({ maxLength: 300_000, pattern: '^(data:image/(png|jpeg);base64,[A-Za-z0-9+/=]+)?$' }),
  ),
})
export type SceneEditBody = Static<typeof SceneEditBody>

export const SceneIdBody = Type.Object({ id: Id })

export const Scene = Type.Object({
  id: Type.String(),
  name: Type.String(),
  modelAssetId: Type.Union([Type.String(), Type.Null()]),
  config: SceneConfig,
  thumbnail: Type.String(),
  updatedAt: Type.Integer(),
})
export type Scene = Static<typeof Scene>

/** The 3D scene calls in the endpoint map (schemas/api/endpoints.ts): body schema, answer schema. */
export const SCENE_ENDPOINTS = {
  'scene/query': { body: Empty, answer: Type.Array(Scene) },
  'scene/info': { body: SceneIdBody, answer: Scene },
  'scene/add': { body: SceneAddBody, answer: Scene },
  'scene/edit': { body: SceneEditBody, answer: Scene },
  'scene/delete': { body: SceneIdBody, answer: Type.Null() },
} as const
