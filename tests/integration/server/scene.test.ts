// 3D scenes (issue 17, `scene/*`): a scene with a GLB model of the asset library, its configuration
// checked against the schema (10001), an image refused as its model (10007), another enterprise's scene
// refused (90003), rename and delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { twoBoxesGlb } from '../../browser/media/glb.ts'
import { PNG_1X1, uploadAsset } from './asset-fixtures.ts'
import { ok, serverWithTwoEnterprises, type TestEnterprise, type TestServer } from './helpers.ts'

let server: TestServer
let a: TestEnterprise
let b: TestEnterprise

beforeAll(async () => {
  ;({ server, a, b } = await serverWithTwoEnterprises())
})
afterAll(() => server.close())

describe('scenes', () => {
  it('keep a model, a home view and bindings; refuse a bad configuration, an image and a foreign scene', async () => {
    const model = await uploadAsset(
      server,
      a.admin.cookie,
      { name: 'tank.glb', data: twoBoxesGlb(), type: 'model/gltf-binary' },
      { kind: 'model' },
    )
    expect(model.code).toBe(200)
    const image = await uploadAsset(server, a.admin.cookie, { name: 'x.png', data: PNG_1X1 })
    expect((await a.admin.call('scene/add', { name: 'S', modelAssetId: image.data.id })).code).toBe(
      Code.fileFormat,
    )
    const scene = await ok(a.admin.call('scene/add', { name: '储罐区', modelAssetId: model.data.id }))
    expect(scene).toMatchObject({ name: '储罐区', modelAssetId: model.data.id, config: { bindings: [] } })
    const config = {
      camera: { position: [1, 2, 3], target: [0, 0, 0] },
      bindings: [{ object: 'Tank', equipId: 'e', signalId: 's', symbol: '>', value: '30', color: '#ff0000' }],
    }
    const saved = await ok(
      a.admin.call('scene/edit', { id: scene.id, name: 'Tanks', config: JSON.stringify(config) }),
    )
    expect(saved).toMatchObject({ name: 'Tanks', config })
    expect(
      (await a.admin.call('scene/edit', { id: scene.id, config: '{"bindings":[{"object":""}]}' })).code,
    ).toBe(Code.paramInvalid)
    expect((await a.admin.call('scene/edit', { id: scene.id, config: 'nope' })).code).toBe(Code.paramInvalid)
    expect((await b.admin.call('scene/info', { id: scene.id })).code).toBe(Code.noDataOrPermission)
    expect((await b.admin.call('scene/delete', { id: scene.id })).code).toBe(Code.noDataOrPermission)
    expect(await ok(a.admin.call('scene/info', { id: scene.id }))).toMatchObject({ config })
    expect((await ok(b.admin.call('scene/query', {}))) as unknown[]).toEqual([])
    await ok(a.admin.call('scene/delete', { id: scene.id }))
    expect((await ok(a.admin.call('scene/query', {}))) as unknown[]).toEqual([])
  })
})
