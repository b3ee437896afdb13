/**
 * A chosen file's bytes as base64, without the `data:` prefix (an upload's body): the server
 * checks the bytes, not the file's name or type, nor our guess of them.
 */
export const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
