// What index.html runs before the first paint (decision 019), for the build
// that inlines it (vite-plugins/inline-theme.ts). A door apart from the
// appearance settings' (appearance/index.ts): the build runs in Node and
// must not load a page. With its extension, as Node resolves it when Vite
// loads its config natively.
export { THEME_BOOT_SCRIPT } from './appearance/boot-theme.ts'
