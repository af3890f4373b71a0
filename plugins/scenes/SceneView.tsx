// A 3D scene: the glTF/GLB model of the asset library rendered with three.js (loaded only where a scene
// is shown), orbit controls, the camera's home view, and the bound objects' states applied every frame.

import { type CSSProperties, useEffect, useRef, useState } from 'react'
import type * as Three from 'three'
import type { SceneConfig } from '../../schemas/api/scene.ts'
import type { ObjectState } from './rules.ts'

export interface SceneViewProps {
  /** the model's address (an asset file of the platform) */
  modelUrl?: string
  config: SceneConfig
  states: readonly ObjectState[]
  background: string
  interactive: boolean
  autoRotate?: boolean
  /** the configurator picks objects by clicking them */
  onPick?: (objectName: string) => void
  /** the configurator's current view, to save as the home view */
  onView?: (view: NonNullable<SceneConfig['camera']>) => void
  style?: CSSProperties
  testId?: string
}

interface Stage {
  THREE: typeof Three
  renderer: Three.WebGLRenderer
  scene: Three.Scene
  camera: Three.PerspectiveCamera
  controls: { update: () => void; target: Three.Vector3; autoRotate: boolean; dispose: () => void }
  model?: Three.Object3D
  /** original materials, so an object goes back to its colour when its rule stops holding */
  originals: Map<Three.Mesh, Three.Material | Three.Material[]>
}

async function loadThree() {
  const [THREE, { GLTFLoader }, { OrbitControls }] = await Promise.all([
    import('three'),
    import('three/examples/jsm/loaders/GLTFLoader.js'),
    import('three/examples/jsm/controls/OrbitControls.js'),
  ])
  return { THREE, GLTFLoader, OrbitControls }
}

/** The meshes of an object (the object itself or its descendants). */
function meshesOf(object: Three.Object3D): Three.Mesh[] {
  const found: Three.Mesh[] = []
  object.traverse((o) => {
    if ((o as Three.Mesh).isMesh) found.push(o as Three.Mesh)
  })
  return found
}

export function SceneView(props: SceneViewProps) {
  const box = useRef<HTMLDivElement>(null)
  const [stage, setStage] = useState<Stage>()
  const [failed, setFailed] = useState(false)
  /** the address of the model on screen (a render follows each load) */
  const [loaded, setLoaded] = useState<string>()
  const statesRef = useRef(props.states)
  statesRef.current = props.states
  const pickRef = useRef(props.onPick)
  pickRef.current = props.onPick
  const viewRef = useRef(props.onView)
  viewRef.current = props.onView

  // Renderer, camera and controls, once per mount.
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once; the effects below follow props
  useEffect(() => {
    let gone = false
    let frame = 0
    let made: Stage | undefined
    void loadThree()
      .then(({ THREE, OrbitControls }) => {
        const el = box.current
        if (gone || !el) return
        const renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true })
        renderer.setPixelRatio(Math.min(2, window.devicePixelRatio || 1))
        renderer.setSize(el.clientWidth || 1, el.clientHeight || 1)
        el.appendChild(renderer.domElement)
        const scene = new THREE.Scene()
        scene.add(new THREE.HemisphereLight(0xffffff, 0x444444, 2.5))
        const sun = new THREE.DirectionalLight(0xffffff, 2)
        sun.position.set(5, 10, 7)
        scene.add(sun)
        const camera = new THREE.PerspectiveCamera(
          45,
          (el.clientWidth || 1) / (el.clientHeight || 1),
          0.01,
          5000,
        )
        camera.position.set(4, 3, 5)
        const controls = new OrbitControls(camera, renderer.domElement)
        controls.enabled = props.interactive
        controls.addEventListener('end', () =>
          viewRef.current?.({
            position: camera.position.toArray() as [number, number, number],
            target: controls.target.toArray() as [number, number, number],
          }),
        )
        made = { THREE, renderer, scene, camera, controls, originals: new Map() }
        const started = performance.now()
        const tick = () => {
          frame = requestAnimationFrame(tick)
          if (!made) return
          applyStates(made, statesRef.current, performance.now() - started)
          made.controls.update()
          made.renderer.render(made.scene, made.camera)
        }
        tick()
        setStage(made)
      })
      .catch(() => !gone && setFailed(true))
    return () => {
      gone = true
      cancelAnimationFrame(frame)
      made?.controls.dispose()
      made?.renderer.dispose()
      made?.renderer.domElement.remove()
    }
  }, [])

  // The model, and the home view (else the model framed); a new home view applies on the next load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the camera is placed when the model loads
  useEffect(() => {
    if (!stage || !props.modelUrl) return
    let gone = false
    void loadThree().then(({ GLTFLoader }) =>
      new GLTFLoader().load(
        props.modelUrl as string,
        (gltf) => {
          if (gone) return
          if (stage.model) stage.scene.remove(stage.model)
          stage.model = gltf.scene
          stage.originals.clear()
          stage.scene.add(gltf.scene)
          frame(stage, props.config.camera)
          setLoaded(props.modelUrl)
        },
        undefined,
        () => !gone && setFailed(true),
      ),
    )
    return () => {
      gone = true
    }
  }, [stage, props.modelUrl])

  useEffect(() => {
    if (stage) stage.scene.background = new stage.THREE.Color(props.background.slice(0, 7))
    if (stage) stage.controls.autoRotate = props.autoRotate === true
  }, [stage, props.background, props.autoRotate])

  // Resizes follow the box; clicks pick the object under the pointer.
  useEffect(() => {
    const el = box.current
    if (!stage || !el) return
    const resize = () => {
      const w = el.clientWidth || 1
      const h = el.clientHeight || 1
      stage.renderer.setSize(w, h)
      stage.camera.aspect = w / h
      stage.camera.updateProjectionMatrix()
    }
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(resize)
    observer?.observe(el)
    const click = (e: MouseEvent) => {
      if (!pickRef.current || !stage.model) return
      const rect = stage.renderer.domElement.getBoundingClientRect()
      const pointer = new stage.THREE.Vector2(
        ((e.clientX - rect.left) / rect.width) * 2 - 1,
        -((e.clientY - rect.top) / rect.height) * 2 + 1,
      )
      const ray = new stage.THREE.Raycaster()
      ray.setFromCamera(pointer, stage.camera)
      const hit = ray.intersectObject(stage.model, true)[0]
      if (hit?.object.name) pickRef.current(hit.object.name)
    }
    stage.renderer.domElement.addEventListener('click', click)
    return () => {
      observer?.disconnect()
      stage.renderer.domElement.removeEventListener('click', click)
    }
  }, [stage])

  const shownColours = props.states
    .filter((s) => s.color)
    .map((s) => `${s.object}:${s.color}`)
    .join(',')
  return (
    <div
      data-testid={props.testId ?? 'scene-view'}
      data-ready={loaded && loaded === props.modelUrl ? 'true' : 'false'}
      data-colours={shownColours}
      style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden', ...props.style }}
    >
      <div ref={box} style={{ position: 'absolute', inset: 0 }} />
      <div
        style={{ position: 'absolute', left: 8, top: 8, display: 'flex', flexDirection: 'column', gap: 4 }}
      >
        {props.states
          .filter((s) => s.label)
          .map((s) => (
            <span
              key={s.object}
              data-testid="scene-label"
              style={{
                background: 'rgba(0,0,0,.6)',
                color: '#fff',
                padding: '1px 6px',
                borderRadius: 3,
                fontSize: 12,
                fontFamily: 'sans-serif',
              }}
            >
              {s.label}
            </span>
          ))}
      </div>
      {failed && (
        <div
          data-testid="scene-failed"
          style={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            color: '#8c8c8c',
            fontSize: 13,
          }}
        >
          3D ✕
        </div>
      )}
    </div>
  )
}

/** The camera at the home view, else placed to frame the whole model. */
function frame(stage: Stage, home: SceneConfig['camera']) {
  const { THREE, camera, controls, model } = stage
  if (home) {
    camera.position.fromArray(home.position)
    controls.target.fromArray(home.target)
  } else if (model) {
    const bounds = new THREE.Box3().setFromObject(model)
    const size = bounds.getSize(new THREE.Vector3()).length() || 1
    const centre = bounds.getCenter(new THREE.Vector3())
    controls.target.copy(centre)
    camera.position.copy(centre).add(new THREE.Vector3(size * 0.8, size * 0.6, size * 0.9))
  }
  camera.near = 0.01
  camera.updateProjectionMatrix()
  controls.update()
}

/** Colour, visibility, blink and rotation of the bound objects, for the time `t` (ms) of the animation. */
function applyStates(stage: Stage, states: readonly ObjectState[], t: number) {
  const { model, originals, THREE } = stage
  if (!model) return
  for (const s of states) {
    const object = model.getObjectByName(s.object)
    if (!object) continue
    object.visible = !s.hidden && !(s.blink && Math.floor(t / 500) % 2 === 1)
    if (s.rotate) object.rotation.y = (t / 1000) * Math.PI
    for (const mesh of meshesOf(object)) {
      if (!originals.has(mesh)) originals.set(mesh, mesh.material)
      const original = originals.get(mesh) as Three.Material
      if (s.color) {
        const tinted =
          (mesh.userData.lfTint as Three.MeshStandardMaterial | undefined) ?? new THREE.MeshStandardMaterial()
        tinted.color.set(s.color)
        mesh.userData.lfTint = tinted
        mesh.material = tinted
      } else mesh.material = original
    }
  }
}
