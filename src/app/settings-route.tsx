import { DemoTools } from '../features/demo/demo-tools'
import { SettingsPage } from '../features/settings/settings-page'
import { loadDemoControls } from './demo/demo-loader'
import { clearDemoRecords } from './demo/demo-reset'

/** Settings with the demo tools: features do not import each other, so the app puts them together. */
export function SettingsRoute() {
  return (
    <SettingsPage
      demoTools={
        <DemoTools load={loadDemoControls} clearRecords={clearDemoRecords} />
      }
    />
  )
}
