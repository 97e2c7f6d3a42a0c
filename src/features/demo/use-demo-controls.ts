import { useEffect, useState } from 'react'
import type {
  DemoControls,
  LoadDemoControls,
} from '../../lib/demo/demo-controls'

export type DemoControlsState =
  | { state: 'loading' }
  | { state: 'ready'; controls: DemoControls }
  | { state: 'failed'; message: string }

/** Loads the demo API's controls once, for as long as the tools are shown. */
export function useDemoControls(load: LoadDemoControls): DemoControlsState {
  const [result, setResult] = useState<DemoControlsState>({ state: 'loading' })
  useEffect(() => {
    let mounted = true
    load().then(
      (controls) => {
        if (mounted) setResult({ state: 'ready', controls })
      },
      (error: unknown) => {
        if (mounted) {
          setResult({
            state: 'failed',
            message: error instanceof Error ? error.message : String(error),
          })
        }
      },
    )
    return () => {
      mounted = false
    }
  }, [load])
  return result
}
