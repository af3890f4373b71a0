// core/ (and schemas/, which core depends on) must run anywhere: no React, no DOM-only, no Node-only module
// at run time. Type-only imports are erased and allowed.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, normalize } from 'node:path'
import { describe, expect, it } from 'vitest'

const ALLOWED_PACKAGES = [
  'tapable',
  'immer',
  'zustand',
  'ajv',
  'ajv-formats',
  'typebox',
  'i18next',
  'protobufjs',
  'long',
  'jsep',
  'dequal',
]
const FORBIDDEN_GLOBALS =
  /\b(document|window|localStorage|sessionStorage|navigator|process|Buffer|__dirname|require)\s*[.(]/

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })

const stripComments = (src: string) =>
  src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"])\/\/.*$/gm, '$1')

/** Run-time import specifiers of a file: static imports and re-exports that are not `type`, dynamic imports. */
function runtimeImports(src: string): string[] {
  const code = stripComments(src)
  const specs: string[] = []
  for (const m of code.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?\bfrom\s+)?['"]([^'"]+)['"]/gm)) {
    if (!m[2]) specs.push(m[4] as string)
  }
  for (const m of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) specs.push(m[1] as string)
  return specs
}

const packageOf = (spec: string) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]

describe('core and schemas stay framework-free', () => {
  const files = [...sourceFiles('core'), ...sourceFiles('schemas')]

  it('finds the sources', () => expect(files.length).toBeGreaterThan(5))

  it.each(files)('%s imports only relative modules and allowed packages', (file) => {
    const bad = runtimeImports(readFileSync(file, 'utf8')).filter((spec) => {
      if (spec.startsWith('.')) return !/^(core|schemas)\//.test(normalize(join(dirname(file), spec)))
      const pkg = packageOf(spec) as string
      return spec.startsWith('node:') || builtinModules.includes(pkg) || !ALLOWED_PACKAGES.includes(pkg)
    })
    expect(bad).toEqual([])
  })

  it.each(files)('%s touches no DOM or Node global', (file) => {
    expect(stripComments(readFileSync(file, 'utf8')).match(FORBIDDEN_GLOBALS)?.[0]).toBeUndefined()
  })

  it('the import scanner sees what it must', () => {
    const src = `import React from 'react'\nimport type { X } from 'react'\nexport { y } from 'node:fs'\nconst m = import('antd')\n// import z from 'fs'`
    expect(runtimeImports(src)).toEqual(['react', 'node:fs', 'antd'])
  })
})
