import { useQueryClient } from '@tanstack/react-query'
import { DemoToolsPage } from '../features/demo'
import { useTabs } from '../lib/tabs/tabs'
import { loadDemoControls } from './demo/demo-controls-loader'
import { clearDemoRecords } from './demo/demo-reset'

/** Settings → Demo tools: features do not import each other, so the app hands the demo feature what it needs. */
export function DemoToolsRoute() {
  const tabs = useTabs()
  const client = useQueryClient()
  return (
    <DemoToolsPage
      load={loadDemoControls}
      clearRecords={() => clearDemoRecords(tabs, client)}
    />
  )
}
