/** Hands a fetched file to the browser's download, as a link to it would. */
export function saveFile({ blob, fileName }: { blob: Blob; fileName: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; a moment later the blob may go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
