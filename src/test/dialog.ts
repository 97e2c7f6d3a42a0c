/**
 * jsdom has no modal dialogs: `showModal` and `close` doing what the pages
 * rely on (the `open` attribute, and `close` once). Call it in `beforeAll`.
 */
export function polyfillDialog() {
  HTMLDialogElement.prototype.showModal = function showModal(
    this: HTMLDialogElement,
  ) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}
