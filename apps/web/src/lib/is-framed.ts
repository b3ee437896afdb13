/** Whether the page runs inside a host page's iframe (a foreign parent counts as framed). */
export function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}
