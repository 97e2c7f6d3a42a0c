import { useQueryClient } from '@tanstack/react-query'
import { DemoTools } from '../features/demo/demo-tools'
import { SettingsPage } from '../features/settings/settings-page'
import { useTabs } from '../lib/tabs/tabs'
import { loadDemoControls } from './demo/demo-loader'
import { clearDemoRecords } from './demo/demo-reset'

/** Settings with the demo tools: features do not import each other, so the app puts them together. */
export function SettingsRoute() {
  const tabs = useTabs()
  const client = useQueryClient()
  return (
    <SettingsPage
      demoTools={
        <DemoTools
          load={loadDemoControls}
          clearRecords={() => clearDemoRecords(tabs, client)}
        />
      }
    />
  )
}
