// A small glTF binary the scene test makes for itself: two boxes, "Base" and "Tank", grey, in one GLB.

/** A box's 8 corners and 12 triangles, centred at (x, y, z) with half sizes (w, h, d). */
function box(x: number, y: number, z: number, w: number, h: number, d: number) {
  const positions: number[] = []
  for (const dx of [-w, w])
    for (const dy of [-h, h]) for (const dz of [-d, d]) positions.push(x + dx, y + dy, z + dz)
  // corner index = ix*4 + iy*2 + iz
  const faces = [
    [0, 1, 3, 2],
    [4, 6, 7, 5],
    [0, 4, 5, 1],
    [2, 3, 7, 6],
    [0, 2, 6, 4],
    [1, 5, 7, 3],
  ]
  const indices = faces.flatMap(([a, b, c, e]) => [a!, b!, c!, a!, c!, e!])
  return { positions, indices }
}

export function twoBoxesGlb(): Buffer {
  const parts = [box(0, 0.25, 0, 1.5, 0.25, 1.5), box(0, 1.5, 0, 0.6, 1, 0.6)]
  const names = ['Base', 'Tank']
  const bins: Buffer[] = []
  const bufferViews: object[] = []
  const accessors: object[] = []
  const meshes: object[] = []
  let offset = 0
  parts.forEach((p, i) => {
    const pos = Buffer.from(new Float32Array(p.positions).buffer)
    const idx = Buffer.from(new Uint16Array(p.indices).buffer)
    const idxPadded = Buffer.concat([idx, Buffer.alloc((4 - (idx.length % 4)) % 4)])
    bufferViews.push({ buffer: 0, byteOffset: offset, byteLength: pos.length, target: 34962 })
    bufferViews.push({ buffer: 0, byteOffset: offset + pos.length, byteLength: idx.length, target: 34963 })
    offset += pos.length + idxPadded.length
    bins.push(pos, idxPadded)
    const xs = p.positions.filter((_, k) => k % 3 === 0)
    const ys = p.positions.filter((_, k) => k % 3 === 1)
    const zs = p.positions.filter((_, k) => k % 3 === 2)
    accessors.push({
      bufferView: i * 2,
      componentType: 5126,
      count: p.positions.length / 3,
      type: 'VEC3',
      min: [Math.min(...xs), Math.min(...ys), Math.min(...zs)],
      max: [Math.max(...xs), Math.max(...ys), Math.max(...zs)],
    })
    accessors.push({ bufferView: i * 2 + 1, componentType: 5123, count: p.indices.length, type: 'SCALAR' })
    meshes.push({
      name: names[i],
      primitives: [{ attributes: { POSITION: i * 2 }, indices: i * 2 + 1, material: 0 }],
    })
  })
  const bin = Buffer.concat(bins)
  const gltf = {
    asset: { version: '2.0', generator: 'lfscada test' },
    scene: 0,
    scenes: [{ nodes: [0, 1] }],
    nodes: names.map((name, i) => ({ name, mesh: i })),
    meshes,
    materials: [
      {
        pbrMetallicRoughness: {
          baseColorFactor: [0.6, 0.6, 0.6, 1],
          metallicFactor: 0,
          roughnessFactor: 0.8,
        },
      },
    ],
    accessors,
    bufferViews,
    buffers: [{ byteLength: bin.length }],
  }
  let json = Buffer.from(JSON.stringify(gltf))
  json = Buffer.concat([json, Buffer.alloc((4 - (json.length % 4)) % 4, 0x20)])
  const header = Buffer.alloc(12)
  header.writeUInt32LE(0x46546c67, 0)
  header.writeUInt32LE(2, 4)
  header.writeUInt32LE(12 + 8 + json.length + 8 + bin.length, 8)
  const chunk = (type: number, data: Buffer) => {
    const h = Buffer.alloc(8)
    h.writeUInt32LE(data.length, 0)
    h.writeUInt32LE(type, 4)
    return Buffer.concat([h, data])
  }
  return Buffer.concat([header, chunk(0x4e4f534a, json), chunk(0x004e4942, bin)])
}
