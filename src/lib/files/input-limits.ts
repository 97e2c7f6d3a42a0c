// The limits of every file or paste the desk reads, checked before any work
// (decision 028). The import set them first; a litter is an import, and the
// category and views files are smaller still, so no reader gets more.

/** The most rows (names, lines, entries) one file or paste gives. */
export const MAX_ROWS = 10_000
/** The largest file or pasted text read: 5 MB. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024

/** A byte count in megabytes, as the messages say the limits. */
export const megabytes = (bytes: number): number => bytes / 1024 / 1024

/** Text's size as a UTF-8 file, so pasting a file says what choosing it says. */
export function textBytes(text: string): number {
  return new Blob([text]).size
}
